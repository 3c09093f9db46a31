import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { grantAdminTo, openSection } from '../support/admin-journeys.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { newUserAtAlgorithm } from '../support/journeys.ts';

/** Clicks a download button and reads the file the browser saved. */
async function downloadFrom(page: Page, button: string) {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

const headerOf = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n')[0];

/**
 * A researcher takes the study data with its codebook, and the REDCap pair, from the console;
 * each download is on record.
 */
test('a researcher downloads a codebook and the REDCap pair', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const researcher = await newUserAtAlgorithm(browser, page);
  await grantAdminTo(page, researcher);
  await page.goto('/admin/export');
  await expect(page.getByRole('heading', { level: 1, name: 'Study data export' })).toBeVisible();

  // The codebook of the chosen file: one entry per column, the questions with their version.
  await page.getByLabel('Data', { exact: true }).selectOption({ label: 'Survey answers' });
  const codebook = await downloadFrom(page, 'Codebook (CSV)');
  expect(codebook.name).toMatch(/^resona-codebook-survey-answers-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(headerOf(codebook.text)).toBe(
    'variable,question_id,questionnaire,questionnaire_version,label,type,unit,values,note',
  );
  expect(codebook.text).toContain('\r\nparticipant_id,,,,');
  expect(codebook.text).toMatch(/\r\nanswer,stress_upset,pre,\d+,/);
  const readable = await downloadFrom(page, 'Codebook (readable)');
  expect(readable.name).toMatch(/\.html$/);
  expect(readable.text).toContain('<code>question_id</code>');

  // The REDCap pair: REDCap's own columns in its order, and records keyed by its names.
  const dictionary = await downloadFrom(page, 'REDCap data dictionary');
  expect(headerOf(dictionary.text)).toBe(
    'Variable / Field Name,Form Name,Section Header,Field Type,Field Label,' +
      '"Choices, Calculations, OR Slider Labels",Field Note,' +
      'Text Validation Type OR Show Slider Number,Text Validation Min,Text Validation Max,' +
      'Identifier?,Branching Logic (Show field only if...),Required Field?,Custom Alignment,' +
      'Question Number (surveys only),Matrix Group Name,Matrix Ranking?,Field Annotation',
  );
  expect(dictionary.text).toContain('\r\nrecord_id,participant,,text,');
  const records = await downloadFrom(page, 'REDCap records');
  expect(records.name).toMatch(/^resona-redcap-records-/);
  expect(headerOf(records.text)).toMatch(/^record_id,cohort,arm,signed_up_at,verified,/);
  await expectAccessible(page);

  // Beside the access codes' own download, theirs.
  await openSection(page, 'Access codes', 'Access codes');
  const codes = await downloadFrom(page, 'Codebook (CSV)');
  expect(codes.text).toContain('\r\nstate,,,,');
  expect(codes.text).toContain('revoked = revoked by a researcher');

  // Every one of these downloads is on record.
  await openSection(page, 'Audit log', 'Audit log');
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Data downloaded' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const table = page.getByRole('table');
  for (const target of [
    'export:redcap-records',
    'export:redcap-dictionary',
    'export:codebook:access-codes',
  ]) {
    await expect(table.getByRole('row', { name: new RegExp(target) }).first()).toBeVisible();
  }

  // The site's own files have theirs too, and those downloads are in the site's trail.
  await openSection(page, 'Early access', 'Early access');
  const early = await downloadFrom(page, 'Codebook (CSV)');
  expect(early.name).toMatch(/^resona-codebook-early-access-/);
  await openSection(page, 'Administration log', 'Administration log');
  const site = await downloadFrom(page, 'Codebook (CSV)');
  expect(site.text).toContain('\r\nactor,,,,');
  await expect(
    page
      .getByRole('table')
      .getByRole('row', { name: /export:codebook:early-access/ })
      .first(),
  ).toBeVisible();
});
