import { claimAccessCode, expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiGet, continueWithGoogle, redeemAccessCode } from '../support/journeys.ts';
import { addAuthenticatorByApi, authenticatorCode } from '../support/second-factor-journeys.ts';

/**
 * Social sign-in (issue 9) with the local OpenID issuer standing in for Google: the server
 * verifies the issuer's signed ID tokens exactly as it would Google's (global-setup.ts).
 */
interface Profile {
  data: {
    user_details: {
      id: number;
      email: string;
      is_verified: number;
      social_accounts: { socialAccountID: string | null };
    };
  };
}

test('a person signs up with Google, then signs in with it on another device', async ({
  browser,
  page,
}) => {
  const email = `e2e.google.${Date.now().toString(36)}@resona.test`;

  // Sign-up: one click on /signup, one address at the provider, and the plan page.
  await page.goto('/signup');
  await continueWithGoogle(page, email);
  await expect(page).toHaveURL(/\/algorithm$/, { timeout: 15_000 });
  await expect(page.getByText('Social Login successfully').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose your plan', level: 1 })).toBeVisible();
  // The token never stays in the address bar.
  expect(new URL(page.url()).hash).toBe('');
  const first = await apiGet<Profile>(page, '/api/v2/general/profile_info');
  // Google vouched for the address: verified at once, no mail to wait for.
  expect(first.data.user_details).toMatchObject({ email, is_verified: 1 });
  expect(first.data.user_details.social_accounts.socialAccountID).toBeTruthy();
  await redeemAccessCode(page, claimAccessCode());
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });

  // Sign-in elsewhere: the same account (subscribed now, so onward to the survey).
  const other = await browser.newContext({ locale: 'en-US' });
  try {
    const second = await other.newPage();
    await second.goto('/login');
    await continueWithGoogle(second, email);
    await expect(second).toHaveURL(/\/age-question$/, { timeout: 15_000 });
    const again = await apiGet<Profile>(second, '/api/v2/general/profile_info');
    expect(again.data.user_details.id).toBe(first.data.user_details.id);
  } finally {
    await other.close();
  }
});

test('an account with an authenticator app is asked for its code after Google, too', async ({
  browser,
  page,
}) => {
  const email = `e2e.google.two.${Date.now().toString(36)}@resona.test`;
  await page.goto('/signup');
  await continueWithGoogle(page, email);
  await expect(page).toHaveURL(/\/algorithm$/, { timeout: 15_000 });
  await redeemAccessCode(page, claimAccessCode());
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });
  // No password to give again: the sign-in a moment ago stands in for it.
  const secret = await addAuthenticatorByApi(page, null);

  const other = await browser.newContext({ locale: 'en-US' });
  try {
    const second = await other.newPage();
    await second.goto('/login');
    await continueWithGoogle(second, email);
    // Google's word alone makes no session: the second step, as after a password.
    await expect(second.getByRole('heading', { name: 'One more step' })).toBeVisible({
      timeout: 15_000,
    });
    expect(await second.evaluate(() => localStorage.getItem('resona.token'))).toBeNull();
    await second.getByLabel('Code from the app').fill(await authenticatorCode(secret));
    await second.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(second).toHaveURL(/\/age-question$/, { timeout: 15_000 });
  } finally {
    await other.close();
  }
});

test('an answer the browser did not ask for is refused, with a way back', async ({ page }) => {
  await page.goto('/social-callback#id_token=forged.token.value&state=not-ours');
  await expect(page.getByRole('heading', { name: 'Sign-in did not work' })).toBeVisible();
  await expect(
    page.getByText('This sign-in attempt has expired. Please start again.'),
  ).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});
