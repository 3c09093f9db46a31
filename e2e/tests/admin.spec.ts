import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { consoleNav, grantAdminTo, isoToday, openSection } from '../support/admin-journeys.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { newUserAtAlgorithm, redeemAccessCode } from '../support/journeys.ts';

/**
 * The researcher console (issue 10), from granting the role to taking the data out: a study is
 * set up, a participant enrols with a code from it, gets a program and a broadcast, and the
 * researcher downloads the data.
 */
test('a researcher runs a study from the console', async ({ browser, page }) => {
  // The questionnaire form (some hundred boxes a questionnaire) makes its axe check slower.
  test.setTimeout(360_000);
  const researcher = await newUserAtAlgorithm(browser, page);

  // Before the role is granted the console says who it is for, and shows nothing else.
  await page.goto('/admin');
  await expect(page.getByText('This console is for researchers.', { exact: false })).toBeVisible();
  await expect(consoleNav(page)).toHaveCount(0);

  await grantAdminTo(page, researcher);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Signed up', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Access codes: a batch of two with a new cohort and the whitelisted study plan.
  const cohortName = `E2E cohort ${randomBytes(3).toString('hex')}`;
  await openSection(page, 'Access codes', 'Access codes');
  await page.getByLabel('Number of codes').fill('2');
  await page.getByLabel('Uses per code').fill('1');
  await page.getByLabel('Or a new cohort').fill(cohortName);
  await page
    .getByLabel('Whitelist redeemers for a plan (optional)')
    .selectOption({ label: 'Study' });
  await page.getByRole('button', { name: 'Create codes' }).click();
  await expect(page.getByText('2 access codes created').first()).toBeVisible();
  const created = page.getByRole('region', { name: 'New codes' });
  const codes = await created.locator('td').filter({ hasText: /^RSN-/ }).allTextContents();
  expect(codes).toHaveLength(2);
  await expectAccessible(page);

  // Revoke the second code; export the list as CSV.
  await page.getByRole('button', { name: `Revoke ${codes[1]}` }).click();
  // It asks first: revoking cannot be undone.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText('Access code revoked').first()).toBeVisible();
  const codesDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as CSV' }).click();
  const codesCsv = readFileSync((await (await codesDownload).path())!, 'utf8');
  expect(codesCsv.split('\r\n')[0]).toBe(
    '\uFEFFcode,state,uses,use_limit,expires_at,revoked_at,cohort,batch,plan,created_at',
  );
  expect(codesCsv).toContain(`${codes[1]},revoked,0,1`);

  // A participant enrols with the first code through the normal sign-up and access-code page.
  const participantContext = await browser.newContext({ locale: 'en-US' });
  const participantPage = await participantContext.newPage();
  const participant = await newUserAtAlgorithm(browser, participantPage);
  await redeemAccessCode(participantPage, codes[0]!);

  // Cohorts: the participant is listed under the code they redeemed.
  await openSection(page, 'Cohorts', 'Cohorts');
  await page.getByRole('button', { name: `Show members: ${cohortName}` }).click();
  const members = page.locator('section', {
    has: page.getByRole('heading', { name: `Members of ${cohortName}` }),
  });
  await expect(members.getByRole('cell', { name: participant.email, exact: true })).toBeVisible();
  await expect(members.getByRole('cell', { name: codes[0]! })).toBeVisible();
  // The redemption put the participant on the study plan's whitelist.
  await page
    .getByLabel('Plan', { exact: true })
    .selectOption({ label: 'Study (whitelisted only)' });
  await expect(page.getByText(participant.email, { exact: true }).last()).toBeVisible();
  await expectAccessible(page);

  // Programs: an exercise due today for the whole cohort; nobody has done it yet.
  await openSection(page, 'Programs', 'Programs');
  await page.getByLabel('Title').fill('Week one');
  await page.getByLabel('Cohort', { exact: true }).selectOption({ label: `${cohortName} (1)` });
  await page.getByLabel('Exercise', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Due date').fill(isoToday());
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Program assigned').first()).toBeVisible();
  await page.getByRole('button', { name: 'Who did what: Week one' }).first().click();
  const progress = page.locator('section', {
    has: page.getByRole('heading', { name: 'Progress of Week one' }),
  });
  await expect(
    progress.getByRole('row', { name: new RegExp(participant.email.replace(/[.+]/g, '\\$&')) }),
  ).toContainText('Not yet');
  await expectAccessible(page);

  // Broadcasts: one message to the cohort reaches its one member.
  await openSection(page, 'Broadcasts', 'Broadcasts');
  await page.getByLabel('Title').fill('Welcome to the study');
  await page.getByLabel('Message', { exact: true }).fill('Your first exercise is ready.');
  await page.getByLabel('Send to').selectOption({ label: `${cohortName} (1)` });
  await page.getByRole('button', { name: 'Send broadcast' }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Broadcast sent to 1 participants' }),
  ).toBeVisible();
  const inbox = await participantPage.evaluate(async () => {
    const token = localStorage.getItem('resona.token');
    const response = await fetch('/api/v2/notification-list', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ offset: 0 }),
    });
    return (await response.json()) as { data: { notificationData: { title: string }[] } };
  });
  expect(inbox.data.notificationData.map((n) => n.title)).toContain('Welcome to the study');
  await participantContext.close();

  // Study surveys: each questionnaire is a form; a problem is told beside its field before
  // anything is sent, and Discard brings the saved version back.
  await openSection(page, 'Study surveys', 'Study surveys');
  const pre = page.getByRole('region', { name: /^Pre-study survey · Version \d+$/ });
  await expect(pre).toBeVisible();
  const title = pre.getByRole('textbox', { name: 'Title English', exact: true });
  await title.fill('');
  await pre.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toBeFocused();
  await expect(pre.getByText('This field is required')).toBeVisible();
  await pre.getByRole('button', { name: 'Discard changes' }).click();
  await expect(title).toHaveValue('Pre-study survey');
  await expectAccessible(page);

  // Data export: the sessions of the cohort, pseudonymous, as a CSV download.
  await openSection(page, 'Data export', 'Study data export');
  await page.getByLabel('Data', { exact: true }).selectOption({ label: 'Participants' });
  await page.getByLabel('Cohort', { exact: true }).selectOption({ label: `${cohortName} (1)` });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^resona-participants-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = readFileSync((await file.path())!, 'utf8')
    .split('\r\n')
    .filter(Boolean);
  expect(rows[0]).toBe(
    '\uFEFFparticipant_id,cohort,arm,signed_up_at,verified,subscribed,survey_complete,calibrated,age_group_id,gender_id,experience_id,language_id,average_speed,consent_version,consented_at,withdrawn_at,withdrawal_data_erased,sessions,minutes',
  );
  expect(rows).toHaveLength(2);
  expect(rows[1]).toMatch(new RegExp(`^[0-9a-f]{16},${cohortName},`));
  expect(rows.join('\n')).not.toContain(participant.email);
  await expectAccessible(page);

  // The overview counts the new participant among those subscribed or coded.
  await openSection(page, 'Overview', 'Overview');
  await page.getByLabel('Cohort', { exact: true }).selectOption({ label: `${cohortName} (1)` });
  await expect(page.getByRole('definition').first()).toHaveText('1');
});
