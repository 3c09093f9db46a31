import type { Locator, Page } from '@playwright/test';
import { API, apiPath } from '@resona/contract';
import { grantAdminTo, openSection, ownStudy, studyCode } from '../support/admin-journeys.ts';
import { expect, expectAccessible, linkIn, test, waitForMail } from '../support/fixtures.ts';
import { newUserAtAlgorithm } from '../support/journeys.ts';
import { bell } from '../support/notification-journeys.ts';
import { newUserAtHome } from '../support/session-journeys.ts';
import { answerAndSubmit, studySubmitButton } from '../support/study-journeys.ts';

/** One figure of a questionnaire's completion in the console ("Done on time" → its number). */
function figure(section: Locator, page: Page, name: string) {
  return section
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
    .locator('dd');
}

/**
 * Scheduled questionnaires (decision 084): a researcher schedules the mid-study questionnaire
 * for day 0; the scheduler (pg-boss, once a minute) sends it to the participant by e-mail and
 * as a notification; they answer it from the link and the console counts it done on time.
 */
test('a questionnaire scheduled for day 0 reaches the participant, who answers it; the console shows it done', async ({
  browser,
  page,
}) => {
  // Sign-ups, a bot check and up to a minute's wait for the scheduler: slow on a busy machine.
  test.setTimeout(480_000);
  await page.clock.install();

  const consoleContext = await browser.newContext({ locale: 'en-US' });
  const researcherPage = await consoleContext.newPage();
  const schedule = {
    enabled: true,
    mode: 'day',
    day_in_study: 0,
    local_time: '00:00',
    remind_after_days: 3,
  };
  let studyId: number | undefined;
  try {
    const researcher = await newUserAtAlgorithm(browser, researcherPage);
    await grantAdminTo(researcherPage, researcher);
    // A study of the journey's own (issue 33): its schedule reaches its participants only, and
    // the participant joins it with one of its codes, away from the first study's consent.
    studyId = await ownStudy(researcherPage, researcher, `Schedules ${Date.now().toString(36)}`);
    const participant = await newUserAtHome(page, await studyCode(researcherPage, studyId));
    await researcherPage.goto('/admin');
    await openSection(researcherPage, 'Scheduled questionnaires', 'Scheduled questionnaires');
    const mid = researcherPage.getByRole('region', { name: 'Mid-study survey' });
    await mid.getByLabel('When').selectOption({ label: 'On a day of the study' });
    await mid.getByLabel('Day in study (0 = the day they start)').fill('0');
    await mid.getByLabel('Local time').fill('00:00');
    await mid.getByLabel('Reminder after (days)').fill('3');
    await mid.getByRole('button', { name: 'Save schedule' }).click();
    await expect(researcherPage.getByText('Schedule saved').first()).toBeVisible();
    await expect(figure(mid, researcherPage, 'Participants')).toHaveText(/^[1-9]\d*$/);
    await expectAccessible(researcherPage);
    const doneBefore = Number(await figure(mid, researcherPage, 'Done on time').textContent());

    // Within about a minute the scheduler sends it: by e-mail, with a link of their own …
    const mail = await waitForMail(
      participant.email,
      (m) => m.subject === 'Your Resona questionnaire: Mid-study survey',
      150_000,
    );
    const link = linkIn(mail, '/mid-study-survey');
    // … and as a notification in the app.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(page).click();
    await expect(
      page.getByRole('button', { name: /Unread: Your questionnaire is ready/ }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // The participant answers from the link (on another device, signed out: the link is the proof).
    const elsewhere = await browser.newContext({ locale: 'en-US' });
    try {
      const reader = await elsewhere.newPage();
      await reader.goto(link.toString());
      await expect(
        reader.getByRole('heading', { name: 'Mid-study survey', level: 1 }),
      ).toBeVisible();
      await expect(studySubmitButton(reader)).toBeVisible({ timeout: 60_000 });
      expect((await answerAndSubmit(reader)).status()).toBe(200);
      await expect(reader.getByText('Thank you, the survey is complete')).toBeVisible();
    } finally {
      await elsewhere.close();
    }

    // The console counts it done on time.
    await researcherPage.reload();
    await expect(figure(mid, researcherPage, 'Done on time')).toHaveText(String(doneBefore + 1));

    // Switched off again, in the console, so the rest of the run's participants get nothing.
    await mid.getByRole('checkbox', { name: 'Send this questionnaire' }).uncheck();
    await mid.getByRole('button', { name: 'Save schedule' }).click();
    await expect(researcherPage.getByText('Schedule saved').first()).toBeVisible();
    await expect(mid.getByRole('checkbox', { name: 'Send this questionnaire' })).not.toBeChecked();
  } finally {
    // Whatever happened above, the schedule must not stay on for later journeys' new accounts.
    const token = await researcherPage.evaluate(() => localStorage.getItem('resona.token'));
    if (token && studyId !== undefined) {
      await researcherPage.request.post(
        apiPath(API.adminQuestionnaireSchedule, { studyId, kind: 'mid' }),
        {
          headers: { Authorization: `Bearer ${token}` },
          data: { ...schedule, enabled: false },
        },
      );
    }
    await consoleContext.close();
  }
});
