import { join } from 'node:path';
import pino from 'pino';
import { ZSendBroadcastRequest } from '@resona/contract';
import { ConfigError, parseConfig, type Config } from '../config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.ts';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import type { Deps } from '../deps.ts';
import { askRunningServer } from '../features/notifications/control-socket.ts';
import { sendBroadcast } from '../features/notifications/broadcast.service.ts';
import { AppError } from '../lib/app-error.ts';
import { createBackgroundTasks } from '../lib/background.ts';
import { BroadcastCliError, parseBroadcastArgs } from './broadcast-args.ts';

function fail(message: string): never {
  process.stderr.write(`resona broadcast: ${message}\n`);
  process.exit(1);
}

/**
 * `npm run broadcast -- --title … --body … [--cohort id]`: a Broadcast notification, with Web
 * Push, to everyone or one cohort, on the database the server uses (decision 026):
 * - a server running on this DATA_DIR: handed to it over its control socket there;
 * - no server, DATABASE_URL: straight to PostgreSQL;
 * - no server, PGlite: opens DATA_DIR itself, holding its lock meanwhile.
 * Use the server's DATA_DIR (or its VAPID_* keys): pushes are signed with its VAPID key.
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

  // A running server takes it over its control socket: it owns the database and the push queue.
  const reply = await askRunningServer(config.dataDir, request).catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null; // no server running here
    fail(`the server in ${config.dataDir} did not take the broadcast: ${(error as Error).message}`);
  });
  if (reply) {
    if (!reply.ok) fail(reply.error);
    return done(reply.notified);
  }

  if (config.databaseUrl) {
    const handle = await openPostgres(config.databaseUrl, 2).catch((error: Error) =>
      fail(`cannot open the database: ${error.message}`),
    );
    return sendHere(config, handle, input);
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    fail(
      `a server holds ${config.dataDir} but does not answer on its control socket; try again once it has started`,
    );
  }
  process.on('exit', unlock);
  const handle = await openPglite(join(config.dataDir, 'pglite'));
  // A fresh data directory has no tables yet; the server would make them the same way.
  await migrate(handle);
  await sendHere(config, handle, input);
  unlock();
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
  };
  try {
    const { notified } = await sendBroadcast(deps, input);
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
