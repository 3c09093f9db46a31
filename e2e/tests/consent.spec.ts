import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API, apiPath, FIRST_STUDY_ID } from '@resona/contract';
import { grantAdminTo, openSection } from '../support/admin-journeys.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { newUserAtAlgorithm, redeemAccessCode } from '../support/journeys.ts';

/**
 * The study's consent (issue 20, decision 082): a researcher publishes a consent form in six
 * languages, a participant who redeems a study code signs it before anything else, signs again
 * when a new version is published, downloads the signed copy and withdraws — with the data kept,
 * then, for a second participant, erased. Consent versions are the whole server's, so the steps
 * run in order in one journey.
 */
test.describe.configure({ mode: 'serial' });

const LANGUAGES = ['en', 'fr', 'de', 'ar', 'uk', 'es'];

/** One language of the draft, chosen by its code (the option's value). */
async function saveDraft(page: Page, language: string, text: string) {
  // The draft's own language list, not the console's language switcher.
  const draft = page.getByRole('region', { name: 'Draft' });
  await draft.getByLabel('Language', { exact: true }).selectOption(language);
  await draft.getByLabel('Text of the consent form').fill(text);
  await draft.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').first()).toBeVisible();
}

async function publish(page: Page, version: number) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(`Version ${version} published`).first()).toBeVisible();
}

/** Signs the form on /consent as `name`; the page then moves on to the rest of the app. */
async function signConsent(page: Page, name: string) {
  await page.getByLabel('Your full name').fill(name);
  await page.getByRole('checkbox', { name: /I agree to take part/ }).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page).not.toHaveURL(/\/consent$/i, { timeout: 15_000 });
}

test('a participant signs the consent before the study, signs a new version, and withdraws', async ({
  browser,
  page,
}) => {
  // Four people sign up and the console publishes twice: minutes on a loaded machine.
  test.setTimeout(600_000);
  const researcher = await newUserAtAlgorithm(browser, page);
  await grantAdminTo(page, researcher);
  await page.goto('/admin/consent');
  await expect(page.getByRole('heading', { level: 1, name: 'Consent' })).toBeVisible();

  // Version 1 in six languages: publishing is refused until all six are there.
  for (const [index, language] of LANGUAGES.entries()) {
    await saveDraft(page, language, `Consent one (${index}).\n\nYou may leave at any time.`);
    if (index === 0) {
      await expect(page.getByText(/Still missing: Français/)).toBeVisible();
    }
  }
  await publish(page, 1);
  await expect(page.getByRole('cell', { name: '1', exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  // Codes made in the console are study codes.
  await openSection(page, 'Access codes', 'Access codes');
  await page.getByLabel('Number of codes').fill('2');
  await page.getByLabel('Uses per code').fill('1');
  await page.getByRole('button', { name: 'Create codes' }).click();
  await expect(page.getByText('2 access codes created').first()).toBeVisible();
  const created = page.getByRole('region', { name: 'New codes' });
  const codes = await created.locator('td').filter({ hasText: /^RSN-/ }).allTextContents();
  expect(codes).toHaveLength(2);

  // The participant redeems one and lands on the consent form before anything else.
  const participantContext = await browser.newContext({ locale: 'en-US' });
  const participant = await participantContext.newPage();
  await newUserAtAlgorithm(browser, participant);
  await redeemAccessCode(participant, codes[0]!);
  await expect(participant).toHaveURL(/\/consent$/i, { timeout: 15_000 });
  await expect(
    participant.getByRole('heading', { name: 'Consent to take part in the study' }),
  ).toBeVisible();
  await expect(participant.getByText('Consent one (0).')).toBeVisible();
  await expect(participant.getByText(/^Date: \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expectAccessible(participant);
  // Nothing else of the app opens meanwhile.
  await participant.goto('/home');
  await expect(participant).toHaveURL(/\/consent$/i);
  // Name and box are both needed.
  await participant.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(participant.getByText('Please type your full name to sign')).toBeVisible();
  await expect(participant.getByText('Please tick the box to agree')).toBeVisible();
  await signConsent(participant, 'Ada Lovelace');
  await expect(participant).toHaveURL(/\/age-question$/i);

  // A new version: the participant signs again at the next visit.
  await page.goto('/admin/consent');
  await saveDraft(page, 'en', 'Consent two.\n\nWe now also record heart rate.');
  await publish(page, 2);
  await participant.reload();
  await expect(participant).toHaveURL(/\/consent$/i, { timeout: 15_000 });
  await expect(
    participant.getByText('A new version of the consent form has been published'),
  ).toBeVisible();
  await expect(participant.getByText('Consent two.')).toBeVisible();
  await signConsent(participant, 'Ada Lovelace');

  // My study: both signed copies, the newest downloadable; then withdrawal, data kept.
  await participant.goto('/Setting/study');
  await expect(participant.getByText('You are taking part in the study.')).toBeVisible();
  const download = participant.waitForEvent('download');
  await participant.getByRole('button', { name: 'Download signed copy of version 2' }).click();
  const copy = readFileSync((await (await download).path())!, 'utf8');
  expect(copy).toContain('Consent two.');
  expect(copy).toContain('Ada Lovelace');
  expect(copy).toMatch(/[0-9a-f]{64}/);
  await expect(participant.getByText(/Version 1, signed/)).toBeVisible();
  await expectAccessible(participant);
  await participant.getByRole('button', { name: 'Withdraw from the study' }).click();
  const dialog = participant.getByRole('alertdialog', { name: 'Withdraw from the study?' });
  await expect(dialog).toContainText('is kept for the study');
  await dialog.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(participant.getByText('You have withdrawn from the study.').first()).toBeVisible();

  // The console shows who signed what and who withdrew; the researcher downloads a copy.
  await page.goto('/admin/consent');
  const people = page.locator('section', {
    has: page.getByRole('heading', { name: 'Participants' }),
  });
  await expect(people.getByRole('row').filter({ hasText: 'Withdrawn' })).toHaveCount(1);
  const researcherDownload = page.waitForEvent('download');
  await people
    .getByRole('button', { name: /Download the signed copy of/ })
    .first()
    .click();
  expect(readFileSync((await (await researcherDownload).path())!, 'utf8')).toContain(
    'Consent two.',
  );

  // The protocol now erases: a second participant withdraws straight from the form.
  await page.getByRole('radio', { name: /erased/ }).check();
  // The toast lasts two seconds, which a busy machine can miss: the reply is what counts.
  const protocolSaved = page.waitForResponse(
    (r) =>
      r.url().endsWith(apiPath(API.adminConsentProtocol, { studyId: FIRST_STUDY_ID })) &&
      r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save protocol' }).click();
  expect((await protocolSaved).ok()).toBe(true);
  const secondContext = await browser.newContext({ locale: 'en-US' });
  const second = await secondContext.newPage();
  await newUserAtAlgorithm(browser, second);
  await redeemAccessCode(second, codes[1]!);
  await expect(second).toHaveURL(/\/consent$/i, { timeout: 15_000 });
  await second.getByRole('button', { name: 'Withdraw from the study' }).click();
  const secondDialog = second.getByRole('alertdialog', { name: 'Withdraw from the study?' });
  await expect(secondDialog).toContainText('is erased');
  await secondDialog.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(second).not.toHaveURL(/\/consent$/i, { timeout: 15_000 });
  await page.reload();
  await expect(people.getByRole('row').filter({ hasText: 'data erased' })).toHaveCount(1);
  // The Overview counts them apart, still among those who signed up (other journeys share the
  // database: at least these two).
  await openSection(page, 'Overview', 'Overview');
  const withdrawn = page.getByText('Withdrawn from the study', { exact: true }).locator('+ dd');
  await expect(withdrawn).toHaveText(/^\d+$/);
  expect(Number(await withdrawn.textContent())).toBeGreaterThanOrEqual(2);
  await participantContext.close();
  await secondContext.close();
});
