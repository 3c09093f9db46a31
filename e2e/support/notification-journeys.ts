import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { expect } from './fixtures.ts';

/**
 * Steps of the notifications journeys (issue 8): broadcasts through the server's own paths, and a
 * push delivered to the page's service worker.
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url));

function dataDir() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
}

/**
 * DATA_DIR, and DATABASE_URL when the server under test runs on PostgreSQL: what a script needs
 * to reach the server's database (decision 065).
 */
export function serverDatabaseEnv(): Record<string, string> {
  return JSON.parse(process.env.E2E_DATABASE_ENV ?? '{}') as Record<string, string>;
}

/** The environment of a script run against the server under test. */
export function scriptEnv(): NodeJS.ProcessEnv {
  const databaseEnv = serverDatabaseEnv();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir(), ...databaseEnv };
  if (!databaseEnv.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

/** `npm run broadcast -- --title … --body …` against the server under test, as an operator runs it. */
export async function broadcastFromCli(title: string, body: string) {
  const env = scriptEnv();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      join(REPO, 'apps/server/src/cli/broadcast.ts'),
      '--title',
      title,
      '--body',
      body,
    ],
    { cwd: REPO, env, timeout: 60_000 },
  );
  expect(stdout).toMatch(/^Broadcast sent to \d+ (person|people)\n$/);
}

/**
 * Broadcast rows as `npm run broadcast` adds them (one INSERT … SELECT for everyone), straight
 * into the server's database: many broadcasts in a few milliseconds each, where starting the
 * script 25 times would take a minute. No push: the journeys deliver pushes themselves.
 */
export async function broadcastThroughDatabase(title: string, body: string): Promise<number> {
  const { DATABASE_URL } = serverDatabaseEnv();
  const client = new pg.Client(
    DATABASE_URL
      ? { connectionString: DATABASE_URL }
      : // The running server's embedded PostgreSQL, through its socket (decision 065).
        {
          host: join(dataDir(), 'run'),
          port: 5432,
          user: 'postgres',
          database: 'postgres',
        },
  );
  await client.connect();
  try {
    const result = await client.query(
      `INSERT INTO notifications (user_id, type, title, body, url)
       SELECT id, 'Broadcast', $1, $2, '/Home' FROM users`,
      [title, body],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Delivers a push message to the page's service worker the way the browser's push service would
 * (DevTools' ServiceWorker.deliverPushMessage: a trusted `push` event in the real sw.js). The
 * server-to-push-service hop is covered by the server's push test with a local push service;
 * headless Chromium here cannot reach a real one.
 */
export async function deliverPush(
  page: Page,
  payload: { title: string; body: string; url?: string },
) {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

/** The header's bell button (its name carries the unread count). */
export function bell(page: Page) {
  return page.getByTestId('notification-bell');
}
