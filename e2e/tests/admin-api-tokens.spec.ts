import type { Page } from '@playwright/test';
import { API, apiPath, FIRST_STUDY_ID } from '@resona/contract';
import { grantAdminTo, openSection } from '../support/admin-journeys.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { newUserAtAlgorithm } from '../support/journeys.ts';

const EXPORT = apiPath(API.adminExport, { studyId: FIRST_STUDY_ID, kind: 'participants' });

async function openFromMenu(page: Page, name: string, heading: string) {
  await page.getByRole('button', { name: /^Menu/ }).click();
  await openSection(page, name, heading);
}

/**
 * An analyst on a phone makes a read-only API token for the study, copies its secret the one
 * time it is shown, and a program (this test's own request) pulls the participants export with
 * it; the download is on record under the token's name; once revoked it opens nothing.
 */
test('a researcher makes an API token, a program downloads an export with it, then it is revoked', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const researcher = await newUserAtAlgorithm(browser, page);
  await grantAdminTo(page, researcher);
  await page.goto('/admin/export');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section).toBeVisible();

  await section.getByLabel('Name', { exact: true }).fill('Nightly pull');
  await section.getByLabel('Expires after (days)', { exact: true }).fill('30');
  await section.getByRole('button', { name: 'Create token', exact: true }).click();
  await expect(section.getByText('Copy this token now: it will not be shown again.')).toBeVisible();
  await section.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Token copied', { exact: true })).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^rsn_study_[A-Za-z0-9_-]{43}$/);
  await expect(section.getByTestId('api-token-secret')).toHaveText(secret);
  const row = section.getByRole('row', { name: /Nightly pull/ });
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Active');
  await expectAccessible(page);
  // Done hides the secret for good: the list never shows it.
  await section.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  // A program downloads the pseudonymous export with the token alone.
  const auth = { headers: { Authorization: `Bearer ${secret}` } };
  const file = await page.request.get(EXPORT, auth);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^text\/csv/);
  const header = (await file.text()).replace(/^\uFEFF/, '').split('\r\n')[0];
  expect(header).toMatch(/^participant_id,/);
  expect(header).not.toContain('email');
  expect((await page.request.get(`${EXPORT}?include_email=1`, auth)).status()).toBe(400);
  expect(
    (
      await page.request.get(apiPath(API.adminOverview, { studyId: FIRST_STUDY_ID }), auth)
    ).status(),
  ).toBe(401);

  // The download is on record, under the token's name.
  // On a phone the console's menu is folded: the sections open from it.
  await openFromMenu(page, 'Audit log', 'Audit log');
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Data downloaded' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(
    page.getByRole('row', { name: /API token #\d+ Nightly pull/ }).first(),
  ).toBeVisible();

  // Revoked after a confirmation, it opens nothing from then on.
  await openFromMenu(page, 'Data export', 'Study data export');
  await section.getByRole('button', { name: 'Revoke the token “Nightly pull”' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Programs that use it lose access at once.');
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(row).toContainText('Revoked');
  await expect(row).not.toContainText('Never');
  expect((await page.request.get(EXPORT, auth)).status()).toBe(401);
});
