import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ar from '../../apps/web/src/i18n/locales/ar/index.ts';
import en from '../../apps/web/src/i18n/locales/en/index.ts';
import { grantAdmin } from '../support/admin-journeys.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signIn } from '../support/journeys.ts';
import { addAuthenticatorApp, authenticatorCode } from '../support/second-factor-journeys.ts';
import { newSubscribedUser } from '../support/session-journeys.ts';

/**
 * A second factor (issue 32): a person adds an authenticator app in Settings → Security, keeps
 * the recovery codes shown once, and from then on signs in with the password and a code from the
 * app, or a recovery code, each good once. A researcher's console opens only after it.
 */

type Texts = typeof en;

/** The account menu's sign-out, from Settings. */
async function signOut(page: Page, texts: Texts = en) {
  await page.goto('/Setting');
  await page.getByRole('button', { name: texts.userMenu.label }).click();
  await page.getByRole('menuitem', { name: texts.auth.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * The page's clock back at the real time: signing up skipped minutes of it, and the sign-in's
 * bot check (ALTCHA) would take each new challenge from the server for one already expired.
 */
async function realTime(page: Page) {
  await page.clock.setSystemTime(new Date());
}

/** The sign-in's second step: its heading, in place of the address and password. */
const secondStep = (page: Page, texts: Texts = en) =>
  page.getByRole('heading', { name: texts.login.secondFactor.title });

test('a person adds an authenticator app, then signs in with its code, and once with each recovery code', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const user = await newSubscribedUser(page);
  await realTime(page);
  await page.goto('/Setting/security');
  await expectAccessible(page);
  const { secret, codes } = await addAuthenticatorApp(page, user.password);
  await expect(page.getByText('Authenticator app added').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'shown only this once' })).toBeVisible();
  await expectAccessible(page);

  // Kept as a text file, away from the phone.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (.txt)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('resona-recovery-codes.txt');
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text).toContain(user.email);
  for (const code of codes) expect(text).toContain(code);

  // Shown once: gone when the person says they have them, and not shown on a return.
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(codes[0]!)).toHaveCount(0);
  await page.reload();
  const section = page.getByRole('region', { name: 'Authenticator app' });
  await expect(section).toContainText('Added on');
  await expect(section).toContainText('Recovery codes left: 10');
  await expect(page.getByText(codes[0]!)).toHaveCount(0);

  // The password alone is no longer enough: the app's code finishes the sign-in.
  await signOut(page);
  await signIn(page, user);
  await expect(secondStep(page)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
  const code = page.getByLabel('Code from the app');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });

  // A recovery code in place of the phone, typed as people do: capitals, no dash.
  await signOut(page);
  await signIn(page, user);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[3]!.replace('-', '').toUpperCase());
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });
  await page.goto('/Setting/security');
  await expect(section).toContainText('Recovery codes left: 9');

  // The same code the second time is refused, under the field, which keeps it.
  await signOut(page);
  await signIn(page, user);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const recovery = page.getByLabel('Recovery code');
  await recovery.fill(codes[3]!);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(recovery).toHaveAccessibleDescription(/not right/);
  await expect(recovery).toHaveValue(codes[3]!);
  await expect(page).toHaveURL(/\/login$/);
  // Another of the codes still lets the person in.
  await recovery.fill(codes[4]!);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });
});

test('in Arabic: the app added and the sign-in’s second step read right to left, in Arabic', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await newSubscribedUser(page);
  await realTime(page);
  await page.goto('/Setting/Language-setting/1');
  await page.getByRole('radio', { name: 'العربية', exact: true }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/user-language'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/Setting/security');
  await expect(page.getByRole('heading', { name: ar.security.authenticator.title })).toBeVisible();
  const { secret } = await addAuthenticatorApp(page, user.password, ar);
  await expect(page.getByText(ar.security.authenticator.codes.saveNow)).toBeVisible();
  // The codes read left to right inside the right-to-left page.
  const firstCode = page
    .getByRole('list', { name: ar.security.authenticator.codes.title })
    .locator('code')
    .first();
  expect(await firstCode.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
  await expectAccessible(page);
  await page.getByRole('button', { name: ar.security.authenticator.codes.saved }).click();

  // Signed out, the sign-in page keeps the person's language, and so does its second step.
  await signOut(page, ar);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(ar.fields.email, { exact: true }).fill(user.email);
  await page.getByLabel(ar.fields.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: ar.login.submit, exact: true }).click();
  await expect(secondStep(page, ar)).toBeVisible();
  await expect(page.getByText(ar.login.secondFactor.codeLead)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(ar.login.secondFactor.codeLabel).fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: ar.login.secondFactor.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });
});

test('a researcher is sent to add an authenticator app before the console opens, and to use it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const researcher = await newSubscribedUser(page);
  // The same researcher signed in on another computer before the app was added.
  const context = await browser.newContext({ locale: 'en-US' });
  const laptop = await context.newPage();
  try {
    await laptop.goto('/login');
    await signIn(laptop, researcher);
    await expect(laptop).toHaveURL(/\/age-question$/, { timeout: 15_000 });

    await grantAdmin(researcher.email);
    const needed = page.getByRole('heading', { name: 'The console needs a second factor' });
    // A server may reuse a session looked up in the last two seconds (decision 042).
    await expect(async () => {
      await page.goto('/admin');
      await expect(needed).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('navigation', { name: 'Console sections' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Add an authenticator app' }).click();
    await expect(page).toHaveURL(/\/Setting\/security\?next=%2Fadmin$/);
    const { secret } = await addAuthenticatorApp(page, researcher.password);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    // Adding it counts for this session: the page leads back, and the console opens, on the
    // site administrator's Studies screen (a site administrator is in no study until named an
    // owner, issue 33).
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Studies' })).toBeVisible();

    // The laptop's session began without it: sign out there, sign in with the app, and back.
    await laptop.goto('/admin');
    await expect(
      laptop.getByRole('heading', { name: 'The console needs a second factor' }),
    ).toBeVisible();
    await expect(laptop.getByRole('alert')).toContainText('signed in without your second factor');
    await laptop.getByRole('button', { name: 'Sign out and sign in again' }).click();
    await expect(laptop).toHaveURL(/\/login\?next=%2Fadmin$/);
    await signIn(laptop, researcher);
    await laptop.getByLabel('Code from the app').fill(await authenticatorCode(secret));
    await laptop.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(laptop.getByRole('heading', { level: 1, name: 'Studies' })).toBeVisible({
      timeout: 15_000,
    });
  } finally {
    await context.close();
  }
});
