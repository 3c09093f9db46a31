import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { RouteOptions } from 'fastify';
import pino from 'pino';
import { afterAll, expect } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../app.ts';
import { parseConfig } from '../config.ts';
import { loggerOptions } from '../lib/logger.ts';
import { openPool, type DatabaseHandle } from '../db/client.ts';
import type { Mail, Mailer } from '../core/mailer.ts';
import { createTestDatabase } from './database.ts';
import { findSecretsInLogs, SecretRecorder } from './secret-recorder.ts';

/** A clock tests can move forward to reach expiry times without waiting. */
export function testClock(start = Date.now()) {
  let offset = 0;
  return {
    now: () => new Date(start + offset + (Date.now() - start)),
    advance(ms: number) {
      offset += ms;
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  generalRateLimit?: boolean;
  /**
   * Whether a reply waits for the work the request left in the background (mail for reset and
   * resend), so tests see it at once; off to measure what a client waits for (default on).
   */
  awaitBackground?: boolean;
  /**
   * A second server on the first one's database: its own pool, session cache and listener, as
   * another process would have (the first app closes the database).
   */
  sharedWith?: TestApp;
  /** @fastify/under-pressure's own options, to put the app under pressure. */
  underPressure?: BuildOptions['underPressure'];
}

export interface TestApp {
  app: App;
  db: DatabaseHandle['db'];
  clock: ReturnType<typeof testClock>;
  /** Mail sent through the default in-memory mailer. */
  mails: Mail[];
  /** Every log line the app wrote, for checks that no secret reaches the log. */
  logs: string[];
  /** Every route the app registered, as Fastify saw it (the security tests' route table). */
  routes: RouteOptions[];
  /** The secrets this file's requests carried; the log is searched for them after the file. */
  secrets: SecretRecorder;
  database: DatabaseHandle;
}

/**
 * Builds the real app on a fresh database for one test file and closes both after it.
 * Call at the top level of a test file (it registers its own afterAll).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sharedWith?.database;
  const handle = shared
    ? await openPool(shared.connection, shared.kind, 5)
    : await createTestDatabase();
  const mails: Mail[] = [];
  const logs: string[] = [];
  const clock = testClock();
  const routes: RouteOptions[] = [];
  // A folder of this file's own for the keys the app keeps in DATA_DIR: runs side by side share nothing.
  const dataDir = mkdtempSync(join(tmpdir(), 'resona-test-data-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    BOT_CHECK: 'off',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    // A port of the system's choosing, should the test listen: files run side by side.
    METRICS_PORT: '0',
    // No load shed: a worker's event loop stops while it loads the next file's modules, which
    // is not this app's load (the overload tests put their apps under pressure themselves).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({
    listen: handle.listen,
    deps: {
      db: handle.db,
      config,
      now: clock.now,
      mailer: options.mailer ?? { send: async (mail) => void mails.push(mail) },
    },
    // The production logger settings, so the no-secrets checks test the real redaction.
    logger: pino(loggerOptions('info') as pino.LoggerOptions, stream),
    generalRateLimit: options.generalRateLimit ?? false,
    onRoute: (route) => void routes.push(route),
    databasePool: handle.pool,
    underPressure: options.underPressure,
  });
  await app.ready();
  // Every file's log is searched for the tokens, passwords and codes its requests, replies and
  // mails carried, so no test file anywhere in the suite can leak one unnoticed.
  const secrets = new SecretRecorder(app);
  if (options.awaitBackground !== false) settleBackgroundAfterInject(app);
  afterAll(() => {
    secrets.addMails(mails);
    expect(findSecretsInLogs(logs, secrets.values)).toEqual([]);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, db: handle.db, clock, mails, logs, routes, secrets, database: handle };
}

/** Makes each awaited app.inject also wait for the background work its request started. */
function settleBackgroundAfterInject(app: App) {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  (app as unknown as { inject: (...args: unknown[]) => unknown }).inject = (...args: unknown[]) => {
    const result = inject(...args);
    if (!result || typeof (result as Promise<unknown>).then !== 'function') return result;
    return (result as Promise<unknown>).then(async (res) => {
      await app.deps.background.drain();
      return res;
    });
  };
}
