import { grantAdminTo } from '../support/admin-journeys.ts';
import { expect, expectAccessible, mailsTo, test, waitForMail } from '../support/fixtures.ts';
import { newUserAtAlgorithm } from '../support/journeys.ts';
import { studySubmitButton } from '../support/study-journeys.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The page never scrolls sideways on the phone. */
const fitsThePhone = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/**
 * Safety alerts (issue 33, decision 109), on a phone: a researcher names a safety contact who
 * reads German, writes the help text and puts a threshold on the mid-study questionnaire's
 * first scale question; a participant's answer at the threshold shows them the help text, and
 * the contact gets one mail in German that names the participant by pseudonym only.
 */
test('an answer over a safety threshold mails the contact once and shows the help text', async ({
  browser,
  page,
}) => {
  // Two sign-ups and sign-ins and the survey page, each behind a proof-of-work bot check.
  test.setTimeout(480_000);
  const researcher = await newUserAtAlgorithm(browser, page);
  await grantAdminTo(page, researcher);
  await page.goto('/admin/surveys');
  await expect(page.getByRole('heading', { level: 1, name: 'Study surveys' })).toBeVisible();

  // The contact and the help text.
  const safety = page.getByRole('region', { name: 'Safety alerts' });
  await expect(safety.getByText('No contacts yet: an alert would reach nobody.')).toBeVisible();
  const contact = `e2e+safety-${Date.now().toString(36)}@resona.test`;
  await safety.getByLabel('Name', { exact: true }).fill('Dr Ada Lind');
  await safety.getByLabel('E-mail', { exact: true }).fill(contact);
  await safety.getByLabel('Language', { exact: true }).selectOption({ label: 'Deutsch' });
  await safety.getByRole('button', { name: 'Add the contact' }).click();
  await expect(page.getByText('Contact added: Dr Ada Lind').first()).toBeVisible();
  await expect(safety.getByRole('row', { name: /Dr Ada Lind/ })).toContainText('Deutsch');
  const help = 'Please call the study team on 0800 123 456, any time, or 116 123.';
  await safety
    .getByRole('textbox', { name: 'Help text for participants English', exact: true })
    .fill(help);
  await safety.getByRole('button', { name: 'Save the help text' }).click();
  await expect(page.getByText('Help text saved').first()).toBeVisible();
  await expectAccessible(page);
  expect(await fitsThePhone(page)).toBe(true);

  // The threshold: a refused one is told beside its field, then 4 or more alerts.
  await page.getByRole('tab', { name: 'Mid-study survey' }).click();
  const mid = page.getByRole('region', { name: /^Mid-study survey · Version \d+$/ });
  const atLeast = 'Safety alert when the answer is at least (1–5; blank for none)';
  const scale = mid
    .getByRole('group', { name: /^Question \d+/ })
    .filter({ has: page.getByLabel(atLeast) })
    .first();
  const questionText = await scale
    .getByRole('textbox', { name: 'Question English', exact: true })
    .inputValue();
  await scale.getByLabel(atLeast).fill('7');
  await mid.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(scale.getByText('A whole number from 1 to 5')).toBeVisible();
  await scale.getByLabel(atLeast).fill('4');
  await mid.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByText(/^Questionnaire saved as version \d+$/).first()).toBeVisible();

  // A participant answers 5 on that question.
  const participantContext = await browser.newContext({ locale: 'en-US', viewport: PHONE });
  try {
    const participantPage = await participantContext.newPage();
    const participant = await newUserAtAlgorithm(browser, participantPage);
    await participantPage.goto('/mid-study-survey');
    const submit = studySubmitButton(participantPage);
    await expect(submit).toBeVisible({ timeout: 60_000 });
    const groups = participantPage.getByRole('radiogroup');
    for (let i = 0; i < (await groups.count()); i += 1) {
      await groups.nth(i).getByRole('radio').first().click();
    }
    await participantPage
      .getByRole('radiogroup', { name: questionText })
      .getByRole('radio', { name: '5' })
      .click();
    const sent = participantPage.waitForResponse((r) =>
      r.url().endsWith('/api/v1/survey/add-survey'),
    );
    await submit.click();
    expect((await sent).status()).toBe(200);
    await expect(
      participantPage.getByRole('heading', { name: 'If you need support now' }),
    ).toBeVisible();
    await expect(participantPage.getByText(help)).toBeVisible();
    await expectAccessible(participantPage);
    expect(await fitsThePhone(participantPage)).toBe(true);

    // The contact's one mail, in German, naming the study, questionnaire and item, not the person.
    const mail = await waitForMail(contact);
    expect(mail.subject).toBe('Sicherheitshinweis in First study');
    expect(mail.text).toContain('Fragebogen: Fragebogen zur Studienmitte');
    expect(mail.text).toContain('Antwort: 5');
    expect(mail.text).toMatch(/Teilnehmende Person \(Pseudonym\): [0-9a-f]{16}/);
    expect(mail.text).not.toContain(participant.email);

    // Sent again, the answer is refused as already given, and no second mail is queued.
    await participantPage.reload();
    await expect(participantPage.getByText('This survey has already been submitted')).toBeVisible({
      timeout: 60_000,
    });
    expect(await mailsTo(contact)).toHaveLength(1);
  } finally {
    await participantContext.close();
  }
});
