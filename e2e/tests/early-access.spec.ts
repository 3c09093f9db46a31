import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { grantAdminTo, openSection } from '../support/admin-journeys.ts';
import { expect, test, waitForMail } from '../support/fixtures.ts';
import { newUserAtAlgorithm } from '../support/journeys.ts';

/**
 * Early access (spec §7): a visitor leaves an address on the promo page, is thanked, gets one
 * confirmation mail, and a researcher finds the address in the console and in its CSV.
 */
test('an address left on /Video reaches the visitor’s inbox and the console', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const address = `early-${randomBytes(5).toString('hex')}@example.com`;
  const visitor = await browser.newContext({ locale: 'en-US' });
  const promo = await visitor.newPage();
  await promo.goto('/Video');
  const form = promo.getByRole('region', { name: 'Hear when Resona opens' });
  await form.getByLabel('Email').fill(address);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Thank you. We will write to you when Resona opens.',
  );
  const mail = await waitForMail(address);
  expect(mail.subject).toBe('You will hear from us when Resona opens');
  await visitor.close();

  const researcher = await newUserAtAlgorithm(browser, page);
  await grantAdminTo(page, researcher);
  await page.goto('/admin');
  await openSection(page, 'Early access', 'Early access');
  await expect(page.getByRole('cell', { name: address, exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('\uFEFFemail,language,created_at');
  expect(lines.some((line) => line.startsWith(`${address},en,`))).toBe(true);
});
