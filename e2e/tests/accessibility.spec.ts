import { expect, expectAccessible, test } from '../support/fixtures.ts';

// The sign-in forms appear once the ALTCHA proof of work is solved: give a busy machine time.
const BOT_CHECK = { timeout: 20_000 };

// Signed-out screens. /check and /algorithm need an account in the right state and are checked
// inside the sign-up journeys (signup.spec.ts), in English and in Arabic; the onboarding screens
// inside their own journeys.
const pages: { path: string; ready: (page: import('@playwright/test').Page) => Promise<void> }[] = [
  {
    path: '/login',
    ready: (page) => expect(page.getByLabel('Email', { exact: true })).toBeVisible(BOT_CHECK),
  },
  {
    path: '/signup',
    ready: (page) => expect(page.getByLabel('Access code', { exact: true })).toBeVisible(BOT_CHECK),
  },
  {
    path: '/Forgot',
    ready: (page) => expect(page.getByLabel('Email', { exact: true })).toBeVisible(),
  },
  {
    path: '/TermCondition',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/Privacy',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/no-such-page',
    ready: (page) => expect(page.getByText('Page Not Found')).toBeVisible(),
  },
];

for (const { path, ready } of pages) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    await expectAccessible(page);
  });
}
