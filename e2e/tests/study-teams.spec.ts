import type { Browser, Page } from '@playwright/test';
import { consoleNav, grantAdminTo, openSection } from '../support/admin-journeys.ts';
import {
  expect,
  expectAccessible,
  linkIn,
  test,
  waitForMail,
  type NewUser,
} from '../support/fixtures.ts';
import { addAuthenticatorByApi } from '../support/second-factor-journeys.ts';
import { newSubscribedUser } from '../support/session-journeys.ts';

/** A new account on a page of its own, as a person on another computer. */
async function newPerson(browser: Browser) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.clock.install();
  const user = await newSubscribedUser(page);
  // Back to the real time: the sign-up skipped minutes of it, and tokens and codes follow it.
  await page.clock.setSystemTime(new Date());
  return { context, page, user };
}

/**
 * Opens the invitation's mailed link signed in, is asked for a second factor first, adds one,
 * and joins: the console then opens on the study joined.
 */
async function joinByMail(page: Page, user: NewUser, study: string) {
  const mail = await waitForMail(user.email, (m) => m.subject.includes(study));
  const link = linkIn(mail, '/admin/join');
  await page.goto(link.pathname + link.search);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Invitation to a study’s team' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Join the team' }).click();
  await expect(
    page.getByRole('heading', { name: 'The console needs a second factor' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add an authenticator app' })).toBeVisible();
  await addAuthenticatorByApi(page, user.password);
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Join the team' }).click();
  await expect(page.getByText(`Welcome to the team of ${study}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Open the console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({
    timeout: 15_000,
  });
}

/**
 * Issue 33: the site administrator makes a study naming its owner by address; the owner opens
 * the mailed link, sets up a second factor, joins, and invites a monitor, who sees only the
 * study's Overview and Audit log.
 */
test('a site administrator makes a study, its owner joins by mail and invites a monitor', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  await page.clock.install();
  const admin = await newSubscribedUser(page);
  await page.clock.setSystemTime(new Date());
  await grantAdminTo(page, admin);
  const owner = await newPerson(browser);
  const monitor = await newPerson(browser);
  try {
    const study = `Sleep study ${Date.now().toString(36)}`;
    await page.goto('/admin');
    await openSection(page, 'Studies', 'Studies');
    await page.getByLabel('Name', { exact: true }).fill(study);
    await page.getByLabel('Status', { exact: true }).selectOption('recruiting');
    await page.getByLabel('Owner’s e-mail address').first().fill(owner.user.email);
    await page.getByRole('button', { name: 'Create study' }).click();
    await expect(page.getByText(`Invitation sent to ${owner.user.email}`).first()).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: study });
    await expect(row).toContainText(`${owner.user.email} (invited)`);
    await expectAccessible(page);

    await joinByMail(owner.page, owner.user, study);
    await expect(consoleNav(owner.page).getByRole('link', { name: 'Team' })).toBeVisible();
    await expect(owner.page.getByLabel('Study', { exact: true })).toHaveValue(/\d+/);
    await openSection(owner.page, 'Team', 'Team');
    await owner.page.getByLabel('E-mail address', { exact: true }).fill(monitor.user.email);
    await owner.page.getByLabel('Role', { exact: true }).selectOption('monitor');
    await owner.page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      owner.page.getByText(`Invitation sent to ${monitor.user.email}`).first(),
    ).toBeVisible();
    await expect(owner.page.getByRole('row').filter({ hasText: monitor.user.email })).toContainText(
      'Monitor',
    );
    await expectAccessible(owner.page);

    await joinByMail(monitor.page, monitor.user, study);
    const links = consoleNav(monitor.page).getByRole('link');
    await expect(links).toHaveText(['Overview', 'Audit log']);
    await openSection(monitor.page, 'Audit log', 'Audit log');
  } finally {
    await owner.context.close();
    await monitor.context.close();
  }
});
