import { claimAccessCode, expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiGet, newUserAtAlgorithm, redeemAccessCode } from '../support/journeys.ts';

/**
 * The tutorial (spec §4): a subscribed user whose tutorial is still pending and who skips the
 * survey reaches /new-tutorial; the carousel turns with the keyboard; skipping goes home and
 * marks it seen, so it does not show again.
 */
test('a user with the tutorial pending skips the survey, steps through the tutorial and goes home', async ({
  browser,
  page,
}) => {
  await newUserAtAlgorithm(browser, page);
  await redeemAccessCode(page, claimAccessCode());
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Skip', exact: true }).click();

  await expect(page).toHaveURL(/\/new-tutorial$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Tutorial', level: 1 })).toBeVisible();
  const dots = page.getByRole('button', { name: /^Go to slide \d+$/ });
  await expect(dots.first()).toBeVisible();
  const count = await dots.count();
  expect(count).toBeGreaterThan(1);
  await expectAccessible(page);

  const slide = (n: number) => page.getByRole('group', { name: `${n} of ${count}` });
  await expect(slide(1)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Resona', level: 2 })).toBeVisible();

  // Keyboard only: into the carousel, then the arrow keys, End and Home.
  await dots.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(slide(2)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Follow the guide', level: 2 })).toBeVisible();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(slide(1)).toBeVisible();
  await page.keyboard.press('End');
  await expect(slide(count)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(slide(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible();

  const seen = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/tutorial-seen'));
  await page.getByRole('link', { name: 'Skip to home' }).click();
  expect((await seen).status()).toBe(200);
  await expect(page).toHaveURL(/\/home$/i, { timeout: 15_000 });

  // Seen: the tutorial no longer shows, on this device or according to the server.
  const me = await apiGet<{ data: { user_details: { is_tutorial: number } } }>(
    page,
    '/api/v2/general/profile_info',
  );
  expect(me.data.user_details.is_tutorial).toBe(0);
  await page.goto('/new-tutorial');
  await expect(page).toHaveURL(/\/home$/i);
});
