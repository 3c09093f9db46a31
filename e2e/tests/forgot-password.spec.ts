import { expect, linkIn, test, waitForMail } from '../support/fixtures.ts';
import { newUserAtAlgorithm } from '../support/journeys.ts';

// A fresh, verified person: the demo account is shared by other journeys and must keep its
// password.
test('forgot password end to end: mail, new password, the old one no longer works', async ({
  browser,
  page,
}) => {
  const { email, password: oldPassword } = await newUserAtAlgorithm(browser, page);
  const newPassword = `New-Pace-${Date.now().toString(36)}5!`;

  // Someone who has forgotten their password is signed out on this device.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/Forgot$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();

  const mail = await waitForMail(email, (m) => m.text.includes('/reset-password?'));
  const link = linkIn(mail, '/reset-password');
  expect(link.searchParams.get('token')).toMatch(/^[\w-]{20,}$/);

  await page.goto(link.toString());
  // A password built on Resona's own name is refused by the server, which says why under the
  // field; the link stays usable (decision 104).
  const field = page.getByLabel('New password', { exact: true });
  await field.fill('Resona2024!');
  await page.getByLabel('Confirm password', { exact: true }).fill('Resona2024!');
  await page.getByRole('button', { name: 'Save password', exact: true }).click();
  await expect(field).toHaveAccessibleDescription(
    'This password is too easy to guess: it is built on a word that goes with Resona, such as “resona” or “breathe”. Please choose another one',
  );
  await expect(page).toHaveURL(/\/reset-password\?/);

  await field.fill(newPassword);
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
