import { execFile } from 'node:child_process';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
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

/** `npm run broadcast -- --title … --body …` against the server under test, as an operator runs it. */
export async function broadcastFromCli(title: string, body: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir() };
  delete env.DATABASE_URL; // the script reaches the running server through DATA_DIR
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
 * The same request the script sends, straight to the server's control socket: many broadcasts in
 * a few milliseconds each, where starting the script 25 times would take a minute.
 */
export function broadcastOverSocket(title: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(join(dataDir(), 'resona-control.sock'));
    let reply = '';
    socket.on('connect', () =>
      socket.write(`${JSON.stringify({ command: 'broadcast', title, body })}\n`),
    );
    socket.on('data', (chunk) => (reply += String(chunk)));
    socket.on('error', reject);
    socket.on('end', () => {
      const parsed = JSON.parse(reply) as { ok: boolean; notified?: number; error?: string };
      if (parsed.ok) resolve(parsed.notified!);
      else reject(new Error(parsed.error));
    });
  });
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
