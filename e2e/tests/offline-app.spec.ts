import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';
import { controlledByServiceWorker } from '../support/service-worker.ts';
import {
  chooseDesign,
  newUserAtHome,
  optionGroup,
  pacerOf,
  startSession,
} from '../support/session-journeys.ts';

// The service worker is what these journeys are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Resona installed and offline (decision 072): the service worker precaches the app and the
 * pre-rendered pages and keeps the last reply of a session's reads, so a signed-in person who
 * reloads offline gets their design screen and their player, and a visitor gets the page with
 * the offline message, never the browser's error page. A new version waits for Reload.
 */

/** The caches of signed-in reads on this device (lib/reads-cache.ts names them). */
function readsCaches(page: Page) {
  return page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('resona-reads-')),
  );
}

const design = {
  goal: 'Stress resilience',
  time: '5 min',
  narration: 'No narration',
  theme: 'Ocean',
};

test('offline, a reload of /home shows the saved design, goals and themes, and the player opens', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await newUserAtHome(page);
  await chooseDesign(page, design);
  // Start saves the design as the default and keeps the session's exercises on the device.
  const exercise = await startSession(page);
  await controlledByServiceWorker(page);

  // Online once under the worker: the design screen's and the player's reads pass through it.
  await page.goto('/Home/new-intro');
  await expect(page.getByText(exercise.title, { exact: true })).toBeVisible();
  await page.goto('/home');
  await expect(optionGroup(page, 'Theme').getByRole('radio', { name: design.theme })).toBeChecked();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Design your session', level: 1 })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'No internet connection' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Your session will be saved when you are back online.');
  // The saved design, chosen again, with every goal and theme to choose from.
  for (const [level, name] of [
    ['Goal', design.goal],
    ['Time', design.time],
    ['Narration', design.narration],
    ['Theme', design.theme],
  ] as const) {
    await expect(optionGroup(page, level).getByRole('radio', { name, exact: true })).toBeChecked();
  }
  expect(await optionGroup(page, 'Goal').getByRole('radio').count()).toBeGreaterThan(1);
  expect(await optionGroup(page, 'Theme').getByRole('radio').count()).toBeGreaterThan(1);

  // The player, opened afresh offline: the session's exercise and its breathing guide.
  await page.goto('/Home/new-intro');
  await expect(page.getByRole('heading', { name: design.goal, level: 1 })).toBeVisible();
  await expect(page.getByText(exercise.title, { exact: true })).toBeVisible();
  await expect(pacerOf(page).figure).toBeVisible();

  // Back online, signing out leaves none of this account's reads on the device.
  await context.setOffline(false);
  await page.goto('/home');
  expect(await readsCaches(page)).toHaveLength(1);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => readsCaches(page)).toEqual([]);
});

test('offline, a visitor opening /login gets the page and the offline message', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await controlledByServiceWorker(page);
  // Chromium's own installability checks (Lighthouse's): none fails but the private window's.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  await cdp.detach();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'No internet connection' });
  await expect(banner).toContainText('signing in needs a connection');
  // Another public page never opened before is in the precache too, in the visitor's language.
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(banner).toBeVisible();
  await context.setOffline(false);
});

test.describe('a new version', () => {
  // A server of its own: publishing a new version must not reach the other journeys' pages.
  const ownServer = useOwnServer();

  test('waits until the person chooses Reload, then takes over after one reload', async ({
    page,
  }) => {
    await page.goto(`${ownServer().baseUrl}/login`);
    await controlledByServiceWorker(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);

    // A new build is published: its worker installs beside the running one and waits.
    appendFileSync(join(ownServer().webDist, 'sw.js'), '\n// a new version\n');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration!.update();
    });
    const banner = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(banner).toBeVisible();
    // Never half-updated: the page still runs on the old worker while the new one waits.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return Boolean(registration!.waiting) && navigator.serviceWorker.controller !== null;
      }),
    ).toBe(true);

    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(banner).toBeHidden();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const script = await fetch('/sw.js', { cache: 'no-store' }).then((r) => r.text());
      return {
        waiting: Boolean(registration!.waiting),
        controller: navigator.serviceWorker.controller?.scriptURL,
        newVersion: script.includes('a new version'),
      };
    });
    expect(after).toEqual({ waiting: false, controller: firstWorker, newVersion: true });
  });
});
