import pino from 'pino';
import { ZSendBroadcastRequest } from '@resona/contract';
import { ConfigError, parseConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { commandLineActor } from '../core/audit.ts';
import { newSessionCache } from '../core/session-queries.ts';
import { sendBroadcast } from '../features/notifications/index.ts';
import { AppError } from '../lib/app-error.ts';
import { createBackgroundTasks } from '../lib/background.ts';
import { BroadcastCliError, parseBroadcastArgs } from './broadcast-args.ts';
import { openCliDatabase } from './database.ts';

function fail(message: string): never {
  process.stderr.write(`resona broadcast: ${message}\n`);
  process.exit(1);
}

/**
 * `npm run broadcast -- --title … --body … [--cohort id]`: a Broadcast notification, with Web
 * Push, to everyone or one cohort (decisions 026, 065). It opens the database the server uses
 * as the server does (PostgreSQL, a running server's embedded PostgreSQL through its socket, or DATA_DIR
 * itself when no server holds it), adds the notifications and pushes them from here. Use the
 * server's DATA_DIR (or its VAPID_* keys): pushes are signed with its VAPID key.
 */
async function main() {
  let request;
  let config;
  try {
    request = parseBroadcastArgs(process.argv.slice(2));
    config = parseConfig();
  } catch (error) {
    if (error instanceof BroadcastCliError || error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const checked = ZSendBroadcastRequest.safeParse(request);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    fail(
      `${issue?.path.join('.')} is ${issue?.message === 'fieldRequired' ? 'empty' : 'too long'}`,
    );
  }
  const input = {
    title: checked.data.title,
    body: checked.data.body,
    cohortId: checked.data.cohort_id,
  };
  const handle = await openCliDatabase(config, fail);
  await sendHere(config, handle, input);
}

async function sendHere(
  config: Config,
  handle: DatabaseHandle,
  input: { title: string; body: string; cohortId?: number },
) {
  const log = pino({ level: 'warn' }, pino.destination(2));
  const background = createBackgroundTasks(log);
  const deps: Deps = {
    db: handle.db,
    config,
    log,
    background,
    now: () => new Date(),
    mailer: { send: async () => {} },
    // No listener: this process serves no signed-in calls, so its cache keeps nothing.
    sessionCache: newSessionCache(),
  };
  try {
    const { notified } = await sendBroadcast(deps, input, commandLineActor());
    // The pushes run in the background: wait for them before closing the database.
    await background.drain();
    done(notified);
  } catch (error) {
    if (error instanceof AppError && error.errorType === 'NOT_FOUND')
      fail('no cohort with this id');
    throw error;
  } finally {
    await handle.close();
  }
}

function done(notified: number) {
  process.stdout.write(`Broadcast sent to ${notified} ${notified === 1 ? 'person' : 'people'}\n`);
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
