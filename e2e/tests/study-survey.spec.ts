import { grantAdminTo, openSection, ownStudy, studyCode } from '../support/admin-journeys.ts';
import { expect, expectAccessible, linkIn, test, waitForMail } from '../support/fixtures.ts';
import { newUserAtAlgorithm, redeemAccessCode } from '../support/journeys.ts';
import { answerAndSubmit, studySubmitButton as submitButton } from '../support/study-journeys.ts';

/**
 * The study's questionnaires are answered from a link mailed to the participant (decision 044):
 * the link, not an address, says whose answers they are, and it works once.
 */
test('a participant files the pre-study survey from the link the study mailed them', async ({
  browser,
  page,
}) => {
  test.setTimeout(480_000);
  // A researcher mails the link from the console of a study of their own; its links go to its
  // participants only (issue 33), and the participant joined it with one of its codes, away
  // from the first study's consent (another journey's).
  const researcher = await newUserAtAlgorithm(browser, page);
  await grantAdminTo(page, researcher);
  const studyId = await ownStudy(page, researcher, `Links ${Date.now().toString(36)}`);
  const joining = await browser.newContext({ locale: 'en-US' });
  const participantPage = await joining.newPage();
  const participant = await newUserAtAlgorithm(browser, participantPage);
  await redeemAccessCode(participantPage, await studyCode(page, studyId));
  await joining.close();
  await page.goto('/admin');
  await openSection(page, 'Study surveys', 'Study surveys');
  const pre = page.getByRole('region', { name: /^Pre-study survey/ });
  await pre
    .getByLabel('Mail a link to this questionnaire to (addresses, one per line)')
    .fill(`${participant.email}\nnobody-${Date.now()}@resona.test`);
  await pre.getByRole('button', { name: 'Mail the links' }).click();
  await expect(page.getByText('Survey links mailed: 1').first()).toBeVisible();
  await expect(pre.getByText(/No account has these addresses: nobody-/)).toBeVisible();
  const mail = await waitForMail(participant.email, (m) => m.text.includes('/pre-study-survey?'));
  expect(mail.subject).toBe('Your Resona study questionnaire');
  const link = linkIn(mail, '/pre-study-survey');
  expect(link.searchParams.has('email')).toBe(false);

  // Opened signed out, on another device: no address is asked, the link is the proof.
  const elsewhere = await browser.newContext({ locale: 'en-US' });
  try {
    const reader = await elsewhere.newPage();
    await reader.goto(link.toString());
    await expect(reader.getByRole('heading', { name: 'Pre-study survey', level: 1 })).toBeVisible();
    const submit = submitButton(reader);
    await expect(submit).toBeVisible({ timeout: 60_000 });
    await expect(reader.getByLabel(/^Email/)).toHaveCount(0);
    await expectAccessible(reader);

    // Nothing answered: every required question says so, and focus goes to the first.
    const groups = reader.getByRole('radiogroup');
    const required = await groups.count();
    expect(required).toBeGreaterThan(1);
    await submit.click();
    await expect(reader.getByText('This field is required')).toHaveCount(required);
    await expect(groups.first()).toHaveAttribute('aria-invalid', 'true');
    await expect(groups.first().getByRole('radio').first()).toBeFocused();
    await expectAccessible(reader);

    await reader.getByRole('textbox', { name: /Anything else/ }).fill('Breathing slowly helps.');
    expect((await answerAndSubmit(reader)).status()).toBe(200);
    await expect(reader.getByText('Thank you, the survey is complete')).toBeVisible();
    await expect(reader.getByText('You can close this page now.')).toBeVisible();

    // The same link a second time files nothing and says why.
    await reader.goto(link.toString());
    await expect(submitButton(reader)).toBeVisible({ timeout: 60_000 });
    expect((await answerAndSubmit(reader)).status()).toBe(400);
    await expect(
      reader.getByText('This survey link is not valid or has already been used'),
    ).toBeVisible();
    await expect(submitButton(reader)).toHaveCount(0);
    await expectAccessible(reader);
  } finally {
    await elsewhere.close();
  }
});

test('a study page without a link, or with a forged one, says how to get in', async ({ page }) => {
  // Two bot checks, each a proof of work in the browser: slow on a busy machine.
  test.setTimeout(240_000);
  await page.goto('/mid-study-survey');
  await expect(page.getByText('Please open this survey from the link we e-mailed you')).toBeVisible(
    { timeout: 60_000 },
  );
  await expect(submitButton(page)).toHaveCount(0);
  await expectAccessible(page);

  // completed=1 (an outside questionnaire's return) reports with the link's token, and a forged
  // one is refused, with no way to retry it.
  const reported = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/survey-completed'));
  await page.goto('/pre-study-survey?completed=1&token=forged-link-token');
  expect((await reported).postDataJSON()).toMatchObject({
    kind: 'pre',
    token: 'forged-link-token',
  });
  await expect(
    page.getByText('This survey link is not valid or has already been used'),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the refusal of a forged link is in the reader’s language', async ({ browser }) => {
  const german = await browser.newContext({ locale: 'de-DE' });
  try {
    const page = await german.newPage();
    await page.goto('/post-study-survey?completed=1&token=forged-link-token');
    await expect(
      page.getByText('Dieser Fragebogen-Link ist ungültig oder wurde bereits verwendet'),
    ).toBeVisible({ timeout: 60_000 });
  } finally {
    await german.close();
  }
});
