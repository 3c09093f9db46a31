import type { Page } from '@playwright/test';
import ar from '../../apps/web/src/i18n/locales/ar/index.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signIn } from '../support/journeys.ts';
import { newSubscribedUser } from '../support/session-journeys.ts';

/**
 * Settings → Security (issue 32): the devices signed in to an account, each named by its browser
 * and system, and signed out from here — one, or every one but this.
 */

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/131.0.0.0 Mobile Safari/537.36';
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.4 Mobile/15E148 Safari/604.1';

/** The same person signed in on another device, whose browser says it is `userAgent`. */
async function signedInElsewhere(
  page: Page,
  user: { email: string; password: string },
  userAgent: string,
) {
  const context = await page.context().browser()!.newContext({ locale: 'en-US', userAgent });
  const other = await context.newPage();
  await other.goto('/login');
  await signIn(other, user);
  await expect(other).toHaveURL(/\/age-question$/, { timeout: 15_000 });
  return other;
}

/** The rows of the devices list (the page's navigation has lists of its own). */
const devices = (page: Page, title = 'Signed-in devices') =>
  page.getByRole('region', { name: title }).getByRole('listitem');

/** The row of the devices list that names `name`. */
const row = (page: Page, name: string | RegExp, title?: string) =>
  devices(page, title).filter({ hasText: name });

test('a person sees where they are signed in and signs a phone out, then every other device', async ({
  page,
}) => {
  const user = await newSubscribedUser(page);
  const phone = await signedInElsewhere(page, user, ANDROID_CHROME);
  const tablet = await signedInElsewhere(page, user, IPAD_SAFARI);
  try {
    await page.goto('/Setting');
    await page.getByRole('main').getByRole('link', { name: 'Security', exact: true }).click();
    await expect(page).toHaveURL(/\/Setting\/security$/);
    await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();

    // This browser first and marked; the others by what they are.
    const rows = devices(page);
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('This device');
    await expect(row(page, 'Chrome on Android · phone')).toContainText(/Signed in .* · last used/);
    await expect(row(page, 'Safari on iOS · tablet')).toBeVisible();
    await expectAccessible(page);

    // The phone, signed out from here: its next step is the sign-in page.
    await page.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
    await expect(page.getByText('Device signed out').first()).toBeVisible();
    await expect(row(page, 'Chrome on Android')).toHaveCount(0);
    await phone.goto('/Setting');
    await expect(phone).toHaveURL(/\/login$/, { timeout: 15_000 });
    // The tablet is still in.
    await tablet.goto('/Setting');
    await expect(tablet.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    // Everywhere else: the tablet too; this device goes on.
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('Every other device signed out').first()).toBeVisible();
    await expect(page.getByText('No other device is signed in.')).toBeVisible();
    await tablet.goto('/Setting');
    await expect(tablet).toHaveURL(/\/login$/, { timeout: 15_000 });
    await page.reload();
    await expect(devices(page)).toHaveCount(1);
  } finally {
    await phone.context().close();
    await tablet.context().close();
  }
});

test('the devices list in Arabic: right to left, in Arabic', async ({ page }) => {
  const user = await newSubscribedUser(page);
  const phone = await signedInElsewhere(page, user, ANDROID_CHROME);
  try {
    await page.goto('/Setting/Language-setting/1');
    await page.getByRole('radio', { name: 'العربية', exact: true }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/user-language'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/Setting/security');
    await expect(page.getByRole('heading', { name: ar.security.devices.title })).toBeVisible();
    const name = ar.security.devices.name
      .replace('{{browser}}', 'Chrome')
      .replace('{{system}}', 'Android');
    const title = ar.security.devices.title;
    await expect(row(page, name, title)).toContainText(ar.security.devices.kind.phone);
    await expect(devices(page, title).first()).toContainText(ar.security.devices.thisDevice);
    await expectAccessible(page);
    await page
      .getByRole('button', { name: ar.security.devices.signOutOne.replace('{{device}}', name) })
      .click();
    await expect(page.getByText(ar.security.devices.onlyThis)).toBeVisible();
  } finally {
    await phone.context().close();
  }
});
