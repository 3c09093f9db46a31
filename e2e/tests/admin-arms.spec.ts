import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { grantAdminTo, openSection } from '../support/admin-journeys.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { newUserAtAlgorithm, redeemAccessCode } from '../support/journeys.ts';

/**
 * Randomised arms (issue 20, decision 083): a researcher sets up two arms and blocks of two, makes
 * a randomising code, two participants redeem it, and the console shows one in each arm.
 */
test('a researcher randomises two participants into two arms', async ({ browser, page }) => {
  // Three people sign up and verify (each an argon2 hash and a mail): slow on a busy machine.
  test.setTimeout(420_000);
  const researcher = await newUserAtAlgorithm(browser, page);
  await grantAdminTo(page, researcher);
  await page.goto('/admin');
  await openSection(page, 'Arms', 'Arms');
  await expect(page.getByText('No arms yet.')).toBeVisible();

  const tag = randomBytes(3).toString('hex');
  const arms = [`Paced ${tag}`, `Control ${tag}`];
  for (const name of arms) {
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Add arm' }).click();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await page.getByLabel('Method').selectOption({ label: 'Permuted blocks' });
  await page.getByLabel('Block sizes (each block picks one at random)').fill('2');
  await page.getByRole('button', { name: 'Save randomisation' }).click();
  await expect(page.getByText('Randomisation settings saved').first()).toBeVisible();
  await expectAccessible(page);

  // A randomising code for two people.
  await openSection(page, 'Access codes', 'Access codes');
  await page.getByLabel('Number of codes').fill('1');
  await page.getByLabel('Uses per code').fill('2');
  await page.getByLabel('Randomise each redeemer to an arm', { exact: false }).check();
  await page.getByRole('button', { name: 'Create codes' }).click();
  await expect(page.getByText('1 access codes created').first()).toBeVisible();
  const created = page.getByRole('region', { name: 'New codes' });
  const [code] = await created.locator('td').filter({ hasText: /^RSN-/ }).allTextContents();
  expect(code).toBeTruthy();

  // Two participants redeem it at /algorithm; neither is shown an arm.
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({ locale: 'en-US' });
    const participantPage = await context.newPage();
    await newUserAtAlgorithm(browser, participantPage);
    await redeemAccessCode(participantPage, code!);
    for (const name of arms) await expect(participantPage.getByText(name)).toHaveCount(0);
    await context.close();
  }

  // Blocks of two: one in each arm.
  await openSection(page, 'Arms', 'Arms');
  await expect(page.getByText('Participants have been allocated', { exact: false })).toBeVisible();
  for (const name of arms) await expect(page.getByTestId(`allocated-${name}`)).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Add arm' })).toBeDisabled();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the allocation list (CSV)' }).click();
  // trim() drops the byte-order mark too.
  const csv = readFileSync((await (await download).path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('participant_id,stratum,sequence,block,position,arm,allocated_at');
  expect(csv).toHaveLength(3);
  expect(
    csv
      .slice(1)
      .map((line) => line.split(',')[5])
      .sort(),
  ).toEqual([...arms].sort());
  await expectAccessible(page);
});
