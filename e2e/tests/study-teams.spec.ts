import type { Browser, Page } from '@playwright/test';
import { INVITATIONS_PER_ACCOUNT_HOUR } from '@resona/contract';
import { consoleNav, grantAdminTo, openSection, ownStudy } from '../support/admin-journeys.ts';
import {
  expect,
  expectAccessible,
  linkIn,
  test,
  waitForMail,
  type NewUser,
} from '../support/fixtures.ts';
import { signIn } from '../support/journeys.ts';
import { addAuthenticatorApp, addAuthenticatorByApi } from '../support/second-factor-journeys.ts';
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

/** A new account named site administrator (and the first study's owner) in `page`. */
async function siteAdministrator(page: Page) {
  await page.clock.install();
  const admin = await newSubscribedUser(page);
  await page.clock.setSystemTime(new Date());
  await grantAdminTo(page, admin);
  return admin;
}

/** The site administrator makes a recruiting study on the Studies screen, naming its owner. */
async function makeStudy(page: Page, study: string, ownerEmail: string) {
  await openSection(page, 'Studies', 'Studies');
  await page.getByLabel('Name', { exact: true }).fill(study);
  await page.getByLabel('Status', { exact: true }).selectOption('recruiting');
  await page.getByLabel('Owner’s e-mail address').first().fill(ownerEmail);
  await page.getByRole('button', { name: 'Create study' }).click();
  await expect(page.getByText(`Invitation sent to ${ownerEmail}`).first()).toBeVisible();
}

/**
 * Opens the invitation's mailed link signed in, is asked for a second factor first, adds one,
 * and joins: the console then opens on the study joined.
 */
async function joinByMail(page: Page, user: NewUser, study: string, firstScreen = 'Overview') {
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
  await expect(page.getByRole('heading', { level: 1, name: firstScreen })).toBeVisible({
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
  await siteAdministrator(page);
  const owner = await newPerson(browser);
  const monitor = await newPerson(browser);
  try {
    const study = `Sleep study ${Date.now().toString(36)}`;
    await page.goto('/admin');
    await makeStudy(page, study, owner.user.email);
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

/** Creates a cohort on the Cohorts screen of the study shown. */
async function createCohort(page: Page, name: string) {
  await openSection(page, 'Cohorts', 'Cohorts');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create cohort' }).click();
  await expect(page.getByRole('button', { name: `Show members: ${name}` })).toBeVisible();
}

/** An owner invites an address in a role from the Team screen. */
async function invite(page: Page, email: string, role: 'researcher' | 'analyst') {
  await openSection(page, 'Team', 'Team');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`).first()).toBeVisible();
}

/**
 * Issue 33: two research teams on one server. The first study's owner (the site administrator)
 * and a second study's team — its owner, a researcher and an analyst — each see and do only
 * what their role allows, and neither study's cohorts show in the other.
 */
test('two teams run two studies side by side, each seeing only its own', async ({
  browser,
  page,
}) => {
  test.setTimeout(420_000);
  await siteAdministrator(page);
  const owner = await newPerson(browser);
  const researcher = await newPerson(browser);
  const analyst = await newPerson(browser);
  try {
    const tag = Date.now().toString(36);
    const study = `Shift work study ${tag}`;
    const ours = `Day shift ${tag}`;
    const theirs = `Night shift ${tag}`;
    // The first study's owner makes a cohort of theirs, then the second study for another team.
    await page.goto('/admin');
    await createCohort(page, ours);
    await makeStudy(page, study, owner.user.email);

    // The second study's owner joins and builds the team.
    await joinByMail(owner.page, owner.user, study);
    await invite(owner.page, researcher.user.email, 'researcher');
    await invite(owner.page, analyst.user.email, 'analyst');

    // Its researcher runs the study: their cohort, and none of the first study's.
    await joinByMail(researcher.page, researcher.user, study);
    await expect(consoleNav(researcher.page).getByRole('link', { name: 'Team' })).toHaveCount(0);
    await createCohort(researcher.page, theirs);
    await expect(
      researcher.page.getByRole('button', { name: `Show members: ${ours}` }),
    ).toHaveCount(0);
    // Plans for a batch come from the study's own list; whitelists are the site's.
    await openSection(researcher.page, 'Access codes', 'Access codes');
    await expect(
      researcher.page
        .getByLabel('Whitelist redeemers for a plan (optional)')
        .getByRole('option', { name: 'Study', exact: true }),
    ).toHaveCount(1);
    await expectAccessible(researcher.page);

    // Its analyst takes data files only.
    await joinByMail(analyst.page, analyst.user, study, 'Study data export');
    await expect(consoleNav(analyst.page).getByRole('link')).toHaveText(['Data export']);

    // And the first study's owner sees their own cohort, not the second study's; the second
    // study is not theirs to switch to.
    await page.reload();
    await openSection(page, 'Cohorts', 'Cohorts');
    await expect(page.getByRole('button', { name: `Show members: ${ours}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Show members: ${theirs}` })).toHaveCount(0);
    await expect(page.getByLabel('Study', { exact: true }).getByRole('option')).toHaveCount(1);
  } finally {
    await owner.context.close();
    await researcher.context.close();
    await analyst.context.close();
  }
});

/**
 * Issue 33, the whole road of an invitee who has no second factor: an owner invites them by
 * e-mail from the console; they open the mailed link on another computer, signed out, sign in,
 * are told the console needs a second factor, add an authenticator app in Settings, Security,
 * are led back to the invitation and join; the console then opens only what their role allows.
 */
test('an invitee without a second factor is led to add one and back to the invitation', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const owner = await siteAdministrator(page);
  const invitee = await newPerson(browser);
  const elsewhere = await browser.newContext({ locale: 'en-US' });
  try {
    const study = `Evening calm study ${Date.now().toString(36)}`;
    await ownStudy(page, owner, study);
    await page.goto('/admin');
    await invite(page, invitee.user.email, 'analyst');

    const mail = await waitForMail(invitee.user.email, (m) => m.subject.includes(study));
    const link = linkIn(mail, '/admin/join');
    const visitor = await elsewhere.newPage();
    await visitor.goto(link.pathname + link.search);
    await expect(visitor).toHaveURL(/\/login\?next=%2Fadmin%2Fjoin/);
    await signIn(visitor, invitee.user);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Invitation to a study’s team' }),
    ).toBeVisible({ timeout: 15_000 });
    await visitor.getByRole('button', { name: 'Join the team' }).click();
    await expect(
      visitor.getByRole('heading', { name: 'The console needs a second factor' }),
    ).toBeVisible();

    await visitor.getByRole('link', { name: 'Add an authenticator app' }).click();
    await expect(visitor).toHaveURL(/\/Setting\/security\?next=%2Fadmin%2Fjoin/);
    await expect(
      visitor.getByText(
        'Once you add an authenticator app or a passkey here, you can go back to where you were.',
      ),
    ).toBeVisible();
    await addAuthenticatorApp(visitor, invitee.user.password);
    await expect(
      visitor.getByText('Your second factor counts for this session.', { exact: false }),
    ).toBeVisible();
    await expectAccessible(visitor);
    await visitor.getByRole('link', { name: 'Continue where you left off' }).click();
    await expect(visitor).toHaveURL(link.pathname + link.search);

    await visitor.getByRole('button', { name: 'Join the team' }).click();
    await expect(visitor.getByText(`Welcome to the team of ${study}`)).toBeVisible();
    await visitor.getByRole('link', { name: 'Open the console' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Study data export' })).toBeVisible(
      { timeout: 15_000 },
    );
    await expect(consoleNav(visitor).getByRole('link')).toHaveText(['Data export']);
    await expect(visitor.getByLabel('Study', { exact: true })).toHaveValue(/\d+/);

    // An analyst takes pseudonymous files: asking for addresses is refused, and says why.
    await visitor.getByLabel('Include email addresses (this identifies participants)').check();
    await visitor.getByRole('button', { name: 'Download CSV' }).click();
    await expect(visitor.getByRole('alert')).toContainText(
      'Analysts take pseudonymous exports only',
    );
  } finally {
    await elsewhere.close();
    await invitee.context.close();
  }
});

/**
 * Issue 33: every invitation is a mail from Resona to an address someone typed, so one account
 * sends at most INVITATIONS_PER_ACCOUNT_HOUR an hour. The next is refused in words under the
 * form, and the address typed is still there to send later.
 */
test('an owner past the hour’s invitations is told so, and keeps what they typed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const owner = await siteAdministrator(page);
  const tag = Date.now().toString(36);
  await ownStudy(page, owner, `Invitation limit study ${tag}`);
  await page.goto('/admin');
  for (let i = 0; i < INVITATIONS_PER_ACCOUNT_HOUR; i++) {
    await invite(page, `invitee-${i}-${tag}@example.test`, i % 2 ? 'analyst' : 'researcher');
  }
  const oneTooMany = `one-too-many-${tag}@example.test`;
  await page.getByLabel('E-mail address', { exact: true }).fill(oneTooMany);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `You have sent ${INVITATIONS_PER_ACCOUNT_HOUR} team invitations within the hour, the most one account may.`,
  );
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(oneTooMany);
  await expect(page.getByText(`Invitation sent to ${oneTooMany}`)).toHaveCount(0);
  await expectAccessible(page);
});
