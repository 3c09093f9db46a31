import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { consoleNav, grantAdminTo, openSection } from '../support/admin-journeys.ts';
import { authenticatorCode } from '../support/second-factor-journeys.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { newUserAtAlgorithm } from '../support/journeys.ts';

/**
 * The audit trail in the console: what a researcher did is on record, filtered and downloaded;
 * a broadcast to everyone asks first and is listed once sent; the console works on a phone.
 */
test('a researcher reads and downloads the audit log', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const researcher = await newUserAtAlgorithm(browser, page);
  await grantAdminTo(page, researcher);
  await page.goto('/admin/cohorts');
  await expect(page.getByRole('heading', { level: 1, name: 'Cohorts' })).toBeVisible();

  // A cohort, and the same name again in other letters: refused in words.
  const name = `Audit arm ${randomBytes(3).toString('hex')}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create cohort' }).click();
  await expect(page.getByText('Cohort created').first()).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Create cohort' }).click();
  await expect(page.getByText('A cohort with this name already exists')).toBeVisible();

  // A broadcast to everyone asks first; cancelling sends nothing.
  await openSection(page, 'Broadcasts', 'Broadcasts');
  await page.getByLabel('Title').fill('Audit hello');
  await page.getByLabel('Message', { exact: true }).fill('To all participants.');
  await page.getByRole('button', { name: 'Send broadcast' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send to every participant?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Send broadcast' }).click();
  await confirm.getByRole('button', { name: 'Send to everyone' }).click();
  await expect(page.getByText(/Broadcast sent to \d+ participants/).first()).toBeVisible();
  const sent = page.getByRole('region', { name: 'Sent broadcasts' });
  await expect(sent.getByRole('row', { name: /Audit hello/ })).toContainText('Everyone');

  // The study's audit log shows both actions and the researcher joining its team; the role
  // granted from the command line is the site's, in no study's trail (issue 33).
  await openSection(page, 'Audit log', 'Audit log');
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Cohort created');
  await expect(table.getByRole('row', { name: /Broadcast sent/ }).first()).toContainText(
    researcher.email,
  );
  await expect(table.getByRole('row', { name: /Joined the team/ }).first()).toBeVisible();
  await expect(table.getByRole('row', { name: /Site administrator role granted/ })).toHaveCount(0);
  await expectAccessible(page);

  // Filtered by action; a range that ends before it starts is refused in words.
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Cohort created' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(table.getByRole('row', { name: /Broadcast sent/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2026-02-02');
  await page.getByLabel('To', { exact: true }).fill('2026-02-01');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('To must not be before From').first()).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('');
  await page.getByLabel('To', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Show', exact: true }).click();

  // The download is the filtered trail, and is itself on record.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFid,at,source,actor_id,actor,action,target,before,after');
  expect(csv).toContain(name);
  expect(csv).not.toContain('broadcast.send');
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Data downloaded' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(table.getByRole('row', { name: /export:audit-log/ }).first()).toBeVisible();

  // The site administrator's own trail holds what belongs to no study: the role granted from
  // the command line is there, the study's cohort is not (issue 33).
  await openSection(page, 'Administration log', 'Administration log');
  const site = page.getByRole('table');
  await expect(
    site.getByRole('row', { name: /Site administrator role granted/ }).first(),
  ).toContainText('Command line');
  await expect(site.getByRole('row', { name: /Cohort created/ })).toHaveCount(0);
  await expectAccessible(page);

  // The account menu of the app leads a researcher to the console.
  await page.goto('/algorithm');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Researcher console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('the console works on a phone: the menu folds, tables say they scroll', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const researcher = await newUserAtAlgorithm(browser, page);
  await grantAdminTo(page, researcher);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/audit-log');
  const heading = page.getByRole('heading', { level: 1, name: 'Audit log' });
  await expect(heading).toBeVisible();
  // The sections are folded behind one button, so the screen starts near the top.
  await expect(consoleNav(page)).toBeHidden();
  expect((await heading.boundingBox())!.y).toBeLessThan(240);
  // A table wider than the phone says so.
  await expect(page.getByText('Scroll sideways to see every column')).toBeVisible();
  const wrap = page.locator('table').locator('xpath=..');
  expect(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // Nothing else is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  const menu = page.getByRole('button', { name: 'Menu: Audit log' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(consoleNav(page)).toBeVisible();
  await consoleNav(page).getByRole('link', { name: 'Cohorts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cohorts' })).toBeVisible();
  // Moving on folds the menu again.
  await expect(consoleNav(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu: Cohorts' })).toBeVisible();
});

test('signed out, a console page sends to sign-in and back to itself', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const researcher = await newUserAtAlgorithm(browser, page);
  const secret = await grantAdminTo(page, researcher);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin/audit-log');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Faudit-log$/);
  await page.getByLabel('Email', { exact: true }).fill(researcher.email);
  await page.getByLabel('Password', { exact: true }).fill(researcher.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // A researcher's sign-in has its second step (issue 32).
  await page.getByLabel('Code from the app').fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
});
