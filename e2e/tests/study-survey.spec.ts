import { randomBytes } from 'node:crypto';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

const address = () => `e2e+study-${randomBytes(4).toString('hex')}@resona.test`;

/** The study's questionnaire, opened from a link with the participant's address (spec §2). */
test('the pre-study survey: bot check, required answers, then completed', async ({ page }) => {
  const email = address();
  await page.goto(`/pre-study-survey?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Pre-study survey', level: 1 })).toBeVisible();
  // The questionnaire appears once the bot check is passed.
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  const groups = page.getByRole('radiogroup');
  const required = await groups.count();
  expect(required).toBeGreaterThan(1);
  await expectAccessible(page);

  // Nothing answered: every required question says so, and focus goes to the first.
  await submit.click();
  await expect(page.getByText('This field is required')).toHaveCount(required);
  await expect(groups.first()).toHaveAttribute('aria-invalid', 'true');
  await expect(groups.first().getByRole('radio').first()).toBeFocused();
  await expectAccessible(page);

  for (let i = 0; i < required; i += 1) await groups.nth(i).getByRole('radio').first().click();
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await page.getByRole('textbox', { name: /Anything else/ }).fill('Breathing slowly helps.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/survey/add-survey'));
  await submit.click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('Thank you, the survey is complete')).toBeVisible();
  await expect(page.getByText('You can close this page now.')).toBeVisible();
});

test('a study survey link with completed=1 reports completion and says so', async ({ page }) => {
  const email = address();
  const reported = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/survey-completed'));
  await page.goto(`/pre-study-survey?completed=1&email=${encodeURIComponent(email)}`);
  expect((await reported).postDataJSON()).toMatchObject({ email });
  await expect(page.getByText('Thank you, the survey is complete')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  await expectAccessible(page);
});
