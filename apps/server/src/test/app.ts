import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { parseConfig } from '../config.ts';
import { loggerOptions } from '../lib/logger.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Mail, Mailer } from '../lib/mailer.ts';
import { createTestDatabase } from './database.ts';

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
}

export interface TestApp {
  app: App;
  db: DatabaseHandle['db'];
  clock: ReturnType<typeof testClock>;
  /** Mail sent through the default in-memory mailer. */
  mails: Mail[];
  /** Every log line the app wrote, for checks that no secret reaches the log. */
  logs: string[];
}

/**
 * Builds the real app on a fresh database for one test file and closes both after it.
 * Call at the top level of a test file (it registers its own afterAll).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  const mails: Mail[] = [];
  const logs: string[] = [];
  const clock = testClock();
  const config = parseConfig({
    NODE_ENV: 'test',
    BOT_CHECK: 'off',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '/tmp/resona-test-data',
    LOG_LEVEL: 'info',
    ...options.env,
  });
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({
    deps: {
      db: handle.db,
      config,
      now: clock.now,
      mailer: options.mailer ?? { send: async (mail) => void mails.push(mail) },
    },
    // The production logger settings, so the no-secrets checks test the real redaction.
    logger: pino(loggerOptions('info') as pino.LoggerOptions, stream),
    generalRateLimit: options.generalRateLimit ?? false,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  return { app, db: handle.db, clock, mails, logs };
}
