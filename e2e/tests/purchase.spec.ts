import { expect, expectAccessible, test, waitForMail } from '../support/fixtures.ts';
import { newUserAtAlgorithm, signIn } from '../support/journeys.ts';

/**
 * Buying a plan with the built-in sandbox provider: its approve page, the signed webhook, the
 * success message for 10 s (Playwright's clock skips the wait), signed out, signed in again as a
 * subscriber who no longer sees the plans.
 */
test('a user buys a plan in the sandbox and signs in again as a subscriber', async ({
  browser,
  page,
}) => {
  await page.clock.install();
  const user = await newUserAtAlgorithm(browser, page);

  await expect(page.getByRole('heading', { name: 'Choose your plan', level: 1 })).toBeVisible();
  const monthly = page.getByRole('article', { name: 'Monthly', exact: true });
  await expect(monthly.getByText('$9.99 / month')).toBeVisible();
  await expect(page.getByText('Choose a plan above to continue.')).toBeVisible();
  // The study plan is whitelisted, not public: a new address does not see it.
  await expect(page.getByRole('button', { name: 'Choose Study' })).toHaveCount(0);
  await expectAccessible(page);

  const choose = page.getByRole('button', { name: 'Choose Monthly' });
  await choose.click();
  await expect(choose).toHaveAttribute('aria-pressed', 'true');
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('Monthly', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await payment.getByRole('button', { name: 'Continue to payment' }).click();

  // The sandbox provider's own page, served by our server.
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/algorithm\?purchase=success$/i, { timeout: 15_000 });
  await expect(
    // On the page itself: the same words also appear in a toast for a moment.
    page
      .locator('#main-content')
      .getByText('Purchase succeeded! Please login after you receive a confirmation email', {
        exact: true,
      }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/algorithm\?purchase=success$/i);

  // The confirmation the message promises arrives.
  const confirmation = await waitForMail(user.email, (m) =>
    m.subject.includes('Your Resona subscription is active'),
  );
  expect(confirmation.text).toContain('Monthly');

  // After 10 s the session is cleared and sign-in shows.
  await page.clock.fastForward('00:11');
  await expect(page).toHaveURL(/\/login$/i);
  expect(await page.evaluate(() => localStorage.getItem('resona.token'))).toBeNull();

  // Subscribed now: sign-in goes past the plans to the survey.
  await signIn(page, user);
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });
  await page.goto('/algorithm');
  await expect(page).toHaveURL(/\/age-question$/);
});
