import { demoAccount, expect, linkIn, test, waitForMail } from '../support/fixtures.ts';

// The demo account (verified, printed by the server at start) rather than a fresh sign-up: mail
// to one recipient is limited to one a minute, so a new user's reset mail would follow its
// verification mail too soon. Nothing else in the suite signs in as the demo user.
test('forgot password end to end: mail, new password, the old one no longer works', async ({
  page,
}) => {
  const { email, password: oldPassword } = demoAccount();
  const newPassword = `New-Pace-${Date.now().toString(36)}5!`;

  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/Forgot$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();

  const mail = await waitForMail(email, (m) => m.text.includes('/reset-password?'));
  const link = linkIn(mail, '/reset-password');
  expect(link.searchParams.get('token')).toMatch(/^[\w-]{20,}$/);

  await page.goto(link.toString());
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save password', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/i, { timeout: 15_000 });

  // The old password is refused and the page stays on sign-in.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/i);

  // The new one signs in.
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/i, { timeout: 15_000 });

  // The link was single use.
  await page.goto(link.toString());
  await page.getByLabel('New password', { exact: true }).fill(`${newPassword}x`);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save password', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
});
