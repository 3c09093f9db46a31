import { claimAccessCode, expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiGet, newUserAtAlgorithm, redeemAccessCode } from '../support/journeys.ts';

/**
 * The whole onboarding of issue 3: verify from the mail, sign in, redeem a fresh access code,
 * the four survey steps, calibration (too slow, then just right), the session design screen.
 * The page's clock is Playwright's, so the 10 s before the answers appear passes at once.
 */
test('a new user verifies, redeems an access code, answers the survey, calibrates and lands home', async ({
  browser,
  page,
}) => {
  await page.clock.install();
  const user = await newUserAtAlgorithm(browser, page);

  // /algorithm: the plans, the payment panel, the access-code disclosure.
  await expect(page.getByRole('heading', { name: 'Choose your plan', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Monthly' })).toBeVisible();
  await expect(page.getByLabel('Resona promo video')).toHaveAttribute('poster', /\.webp$/);
  await redeemAccessCode(page, claimAccessCode());
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });

  // The survey, 1/4 … 4/4, as a signed-in user.
  await expect(page.getByRole('heading', { name: 'Your age group', level: 1 })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('radio', { name: '35–44' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/\/gender-question$/);
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('radio', { name: 'Female' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/\/language-question$/);
  await expect(page.getByRole('heading', { name: 'Your language', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/\/experience-question$/);
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.getByRole('radio', { name: 'A little (less than a year)' }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/survey'));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  expect((await saved).status()).toBe(200);

  // Not yet calibrated: calibration, starting at the first (slowest) pace.
  await expect(page).toHaveURL(/\/calibration$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Find your breathing pace' })).toBeVisible();
  await expect(page.getByText('Pace 1 of 5')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('button', { name: 'Complete' })).toBeEnabled();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText(/You can answer in \d+ s/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Too slow' })).toHaveCount(0);

  await page.clock.fastForward('00:11');
  const answers = page.getByRole('group', { name: 'How does this pace feel?' });
  await expect(answers.getByRole('button', { name: 'Too fast' })).toBeDisabled();
  await answers.getByRole('button', { name: 'Too slow' }).click();

  // A faster pace plays from the start; Complete waits for 'just right', skip pace is offered.
  await expect(page.getByText('Pace 2 of 5')).toBeVisible();
  await expect(
    page.getByText('You found the last pace too slow, so this one is faster.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Skip pace' })).toBeVisible();
  await expect(answers).toHaveCount(0);
  await expectAccessible(page);

  await page.clock.fastForward('00:11');
  const speedSaved = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/set-user-speed'));
  await answers.getByRole('button', { name: 'Just right' }).click();
  const reply = (await (await speedSaved).json()) as { data: { speed: number } };
  expect(reply.data.speed).toBe(4.8);
  await expect(page).toHaveURL(/\/home$/i, { timeout: 15_000 });

  // What the server kept: the pace, and the survey answers on the profile.
  const me = await apiGet<{ data: { user_details: { userID: number } } }>(
    page,
    '/api/v2/general/profile_info',
  );
  const userId = me.data.user_details.userID;
  const speed = await apiGet<{ data: { speed: number; is_calibrated: number } }>(
    page,
    `/api/v2/user/get-user-speed?userid=${userId}`,
  );
  expect(speed.data).toEqual({ speed: 4.8, is_calibrated: 1 });
  expect(me.data.user_details).toMatchObject({
    email: user.email,
    is_subscribe: 1,
    is_survey_complete: 1,
    is_calibrated: 1,
  });

  // The promo pages are for signed-out visitors: this user is sent back home.
  await page.goto('/Video');
  await expect(page).toHaveURL(/\/home$/i);
  await page.goto('/Home-Policy');
  await expect(page).toHaveURL(/\/home$/i);
});
