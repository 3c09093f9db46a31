import type { Page } from '@playwright/test';
import ar from '../../apps/web/src/i18n/locales/ar/index.ts';
import en from '../../apps/web/src/i18n/locales/en/index.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signIn } from '../support/journeys.ts';
import { newSubscribedUser } from '../support/session-journeys.ts';

/**
 * Passkeys (issue 32): a person adds one in Settings → Security, then signs in with it alone —
 * no address, no password — and, after a password, passes the second step with it. Chromium's
 * own virtual authenticator (the DevTools WebAuthn domain) stands in for the phone or laptop: it
 * keeps the passkey and answers the browser's prompt as a person with a fingerprint would.
 */

type Texts = typeof en;

/** A platform authenticator with user verification, which holds discoverable passkeys. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** The passkeys the device holds, whatever the server thinks of them. */
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/** On /Setting/security: names a passkey and gives the password; the device makes it. */
async function addPasskey(page: Page, name: string, password: string, texts: Texts = en) {
  const words = texts.security.passkeys;
  const section = page.getByRole('region', { name: words.title });
  await section.getByRole('button', { name: words.add }).click();
  const field = section.getByLabel(words.nameLabel);
  // Named after the browser and system at first; the person may call it what they like.
  await expect(field).not.toHaveValue('');
  await field.fill(name);
  await section.getByLabel(texts.fields.password, { exact: true }).fill(password);
  await section.getByRole('button', { name: words.create }).click();
  return section;
}

/** The account menu's sign-out, from Settings. */
async function signOut(page: Page, texts: Texts = en) {
  await page.goto('/Setting');
  await page.getByRole('button', { name: texts.userMenu.label }).click();
  await page.getByRole('menuitem', { name: texts.auth.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * The page's clock back at the real time: signing up skipped minutes of it, and the sign-in's
 * bot check would take each new challenge for one already expired.
 */
async function realTime(page: Page) {
  await page.clock.setSystemTime(new Date());
}

test('a person adds a passkey, signs in with it alone, passes the second step with it, and removes it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const user = await newSubscribedUser(page);
  await realTime(page);
  const device = await virtualAuthenticator(page);

  await page.goto('/Setting/security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
  await expectAccessible(page);
  await addPasskey(page, 'Journey laptop', user.password);

  // The account's first factor: the recovery codes come with it, this once.
  await expect(page.getByText('Passkey added').first()).toBeVisible();
  const codes = section.getByRole('list', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  const passkeys = section.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('Journey laptop');
  await expect(passkeys).toContainText('not used yet');
  // A passkey the device can offer by itself: no address needed to find it.
  const held = await device.credentials();
  expect(held).toHaveLength(1);
  expect(held[0]?.isResidentCredential).toBe(true);

  // Signed out, the passkey alone signs in: nothing typed.
  await signOut(page);
  await realTime(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });

  // With the password, the second step asks for the passkey, which passes it.
  await signOut(page);
  await realTime(page);
  await signIn(page, user);
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
  await expect(
    page.getByText('Use the passkey you added to your account to finish signing in.'),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });

  // Removed after the password again: it signs nobody in any more.
  await page.goto('/Setting/security');
  await expect(passkeys).not.toContainText('not used yet');
  await section.getByRole('button', { name: 'Remove the passkey Journey laptop' }).click();
  await section.getByLabel('Password', { exact: true }).fill(user.password);
  await section.getByRole('button', { name: 'Remove the passkey', exact: true }).click();
  await expect(page.getByText('Passkey removed').first()).toBeVisible();
  await expect(section.getByText('No passkeys yet.')).toBeVisible();

  await signOut(page);
  await realTime(page);
  // The device still holds it; the server no longer knows it, and says so.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This passkey does not belong to a Resona account',
  );
  await expect(page).toHaveURL(/\/login$/);
  // The password alone is enough again.
  await signIn(page, user);
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });
});

test('in Arabic: the passkey added and used to sign in, right to left, in Arabic', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await newSubscribedUser(page);
  await realTime(page);
  await virtualAuthenticator(page);
  await page.goto('/Setting/Language-setting/1');
  await page.getByRole('radio', { name: 'العربية', exact: true }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/user-language'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/Setting/security');
  const words = ar.security.passkeys;
  await expect(page.getByRole('heading', { name: words.title })).toBeVisible();
  const section = await addPasskey(page, 'حاسوبي', user.password, ar);
  await expect(page.getByText(words.codesSaveNow)).toBeVisible();
  await expectAccessible(page);
  await section.getByRole('button', { name: ar.security.authenticator.codes.saved }).click();
  await expect(section.getByRole('list', { name: words.listLabel })).toContainText('حاسوبي');

  // Signed out, the sign-in page keeps the person's language, and its passkey button too.
  await signOut(page, ar);
  await realTime(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const button = page.getByRole('button', { name: ar.login.passkey.signIn });
  await expect(button).toBeVisible();
  await expectAccessible(page);
  await button.click();
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });
});
