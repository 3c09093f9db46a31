import { buildUser, expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiGet, submitSignUp, surveyLists, verificationLink } from '../support/journeys.ts';

/**
 * A guest takes the survey before having an account (spec §4): the answers are kept, sign-up
 * sends them, and the new account has them.
 */
test('a guest answers the survey, signs up, and the account keeps the answers', async ({
  page,
}) => {
  const lists = await surveyLists(page);
  const ageId = lists.age_list.find((a) => a.ageName === '45–54')!.id;
  const genderId = lists.gender_list.find((g) => g.gender_name === 'Non-binary')!.id;
  const experienceId = lists.experience_list.find((e) => e.expName === 'None')!.id;

  await page.goto('/age-question');
  await expect(page.getByRole('heading', { name: 'Your age group', level: 1 })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Your age group' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: '45–54' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/\/gender-question$/);
  await page.getByRole('radio', { name: 'Non-binary' }).click();
  await expectAccessible(page);
  // Previous goes back with the answer still chosen.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/age-question$/);
  await expect(page.getByRole('radio', { name: '45–54' })).toBeChecked();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Non-binary' })).toBeChecked();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/\/language-question$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // The last step needs an experience before Submit goes on.
  await expect(page).toHaveURL(/\/experience-question$/);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Meditation field is mandatory')).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/experience-question$/);
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'None', exact: true }).click();
  await expect(page.getByText('Meditation field is mandatory')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  // Sign-up sends the kept answers.
  await expect(page).toHaveURL(/\/signup$/i);
  const user = buildUser();
  const signup = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/signup'));
  await submitSignUp(page, user);
  expect((await signup).postDataJSON()).toMatchObject({
    age_group: ageId,
    gender_id: genderId,
    meditation: experienceId,
    default_language: 1,
  });

  // Verified from the mail in this same tab (still signed in): on to /algorithm.
  await page.goto((await verificationLink(user)).toString());
  await expect(page).toHaveURL(/\/algorithm$/i, { timeout: 15_000 });

  const profile = await apiGet<{ data: { user_details: Record<string, unknown> } }>(
    page,
    '/api/v2/general/profile_info',
  );
  expect(profile.data.user_details).toMatchObject({
    email: user.email,
    age_group: ageId,
    gender_id: genderId,
    meditation: experienceId,
    default_language: 1,
    is_verified: 1,
  });
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('a guest sees the survey in German and Skip leads to sign-up', async ({ page }) => {
    await page.goto('/age-question');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Ihre Altersgruppe', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: '25–34 Jahre' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await page.getByRole('radio', { name: '25–34 Jahre' }).click();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();

    await expect(page).toHaveURL(/\/gender-question$/);
    await expect(page.getByRole('heading', { name: 'Ihr Geschlecht', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Weiblich' })).toBeVisible();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Ihre Sprache', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();

    await expect(
      page.getByRole('heading', { name: 'Ihre Meditationserfahrung', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Keine', exact: true })).toBeVisible();
    await expectAccessible(page);

    // A guest who skips goes to sign-up, still in German.
    await page.getByRole('button', { name: 'Überspringen' }).click();
    await expect(page).toHaveURL(/\/signup$/i);
    await expect(page.getByRole('button', { name: 'Registrieren', exact: true })).toBeVisible({
      timeout: 15_000,
    });
  });
});
