import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  buildUser,
  expect,
  expectAccessible,
  linkIn,
  test,
  waitForMail,
} from '../support/fixtures.ts';
import { submitSignUp, verificationLink } from '../support/journeys.ts';
import { expectToast } from '../support/library-journeys.ts';
import { newUserAtHome } from '../support/session-journeys.ts';
import { BASE_URL } from '../support/port.ts';
// The reader the server's own export tests use: one reader, written apart from the writer.
import { csvSections } from '../../apps/server/src/test/read-csv.ts';

/**
 * My data and Invite friends (issue 7, spec §2, §4, §5): inviting friends sends real mail; the
 * CSV download holds the person's data; deleting the account signs them out and frees the
 * address for a new sign-up.
 */
test.describe.configure({ mode: 'parallel' });

const friendAddress = (label: string) =>
  `friend.${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@resona.test`;

/** On /Setting/Invite-friend: types an address and presses Add. */
async function addFriend(page: Page, email: string) {
  await page.getByLabel('Friend’s email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

test('a person invites two friends, who each receive the invitation mail', async ({ page }) => {
  await page.clock.install();
  const user = await newUserAtHome(page);

  await page.goto('/Setting');
  await page.getByRole('link', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(/\/Setting\/Invite-friend$/);
  await expect(page.getByRole('heading', { name: 'Invite friends', level: 1 })).toBeVisible();

  // The pattern of spec §5 is checked before an address joins the list.
  await addFriend(page, 'friend@nowhere');
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  const [first, second, third] = [friendAddress('a'), friendAddress('b'), friendAddress('c')];
  await addFriend(page, first);
  await addFriend(page, second);
  await addFriend(page, third);
  const list = page.getByRole('list', { name: /Friends to invite/ });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await list.getByRole('button', { name: `Remove ${third}` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText(first);
  await expect(list).toContainText(second);
  await expectAccessible(page);

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/invite-friends'));
  await page.getByRole('button', { name: 'Send invitations', exact: true }).click();
  expect((await sent).status()).toBe(200);
  await expectToast(page, 'Invitation sent');
  await expect(page.getByText(`Invitation sent to ${first}, ${second}`)).toBeVisible();

  for (const friend of [first, second]) {
    const mail = await waitForMail(friend);
    expect(mail.subject).toBe(`${user.email} invites you to Resona`);
    expect(linkIn(mail, '/signup').origin).toBe(new URL(BASE_URL).origin);
  }
  // The one removed from the list was not written to.
  await expect(waitForMail(third, undefined, 1_000)).rejects.toThrow(/no mail/);

  // An address typed but not added goes with Send too; a wrong one stops it.
  const field = page.getByLabel('Friend’s email', { exact: true });
  const sendInvitations = page.getByRole('button', { name: 'Send invitations', exact: true });
  await field.fill('friend@nowhere');
  await sendInvitations.click();
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(page.getByText('Email is required', { exact: true })).toHaveCount(0);
  const typed = friendAddress('typed');
  await field.fill(typed);
  const sentTyped = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/invite-friends'));
  await sendInvitations.click();
  const typedReply = await sentTyped;
  expect(typedReply.status()).toBe(200);
  expect(typedReply.request().postDataJSON()).toEqual({ emails: [typed] });
  await expect(page.getByText(`Invitation sent to ${typed}`)).toBeVisible();
  await expect(field).toHaveValue('');
  expect((await waitForMail(typed)).subject).toBe(`${user.email} invites you to Resona`);

  // The short route of spec §2 is the same screen.
  await page.goto('/Invite-friend');
  await expect(page.getByRole('heading', { name: 'Invite friends', level: 1 })).toBeVisible();
  await page.goto('/MyData');
  await expect(page.getByRole('heading', { name: 'My data', level: 1 })).toBeVisible();

  await page.goto('/Setting/AboutUs');
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
  await expect(page.getByText(/Resona is in beta and free to use/)).toBeVisible();
});

test('a person downloads their data, clears history, deletes the account and signs up again', async ({
  page,
}) => {
  await page.clock.install();
  const user = await newUserAtHome(page);
  const oldVerification = await verificationLink(user);
  // Something of theirs in a table of its own: an invitation.
  const friend = friendAddress('export');
  await page.goto('/Setting/Invite-friend');
  await addFriend(page, friend);
  await page.getByRole('button', { name: 'Send invitations', exact: true }).click();
  await expectToast(page, 'Invitation sent');

  await page.goto('/Setting');
  await page.getByRole('link', { name: 'My data' }).click();
  await expect(page).toHaveURL(/\/Setting\/MyData$/);
  await expect(page.getByRole('heading', { name: 'My data', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Download CSV: a real download, read back from disk.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^resona-my-data-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFFtable,users\r\n')).toBe(true);
  const sections = csvSections(text);
  expect(sections.get('users')?.rows).toEqual([expect.objectContaining({ email: user.email })]);
  expect(sections.get('invitations')?.rows).toEqual([expect.objectContaining({ email: friend })]);
  expect(sections.get('sessions')!.rows.length).toBeGreaterThan(0);
  expect(text).not.toContain('password_hash');
  expect(text).not.toContain(user.password);
  await expectToast(page, 'Your data has been downloaded');

  // Clear history, after the Yes/No question.
  await page.getByRole('button', { name: 'Clear history', exact: true }).click();
  const clearQuestion = page.getByRole('alertdialog', {
    name: 'Do you want to delete all history?',
  });
  await clearQuestion.getByRole('button', { name: 'Yes', exact: true }).click();
  await expectToast(page, 'Exercise history cleared successfully');

  // The delete form toggles open and closed (spec §4).
  const toggle = page.getByRole('button', { name: 'Delete account', exact: true });
  const password = page.getByLabel('Password', { exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(password).toBeVisible();
  await toggle.click();
  await expect(password).toHaveCount(0);
  await toggle.click();

  const submit = page.getByRole('button', { name: 'Delete my account', exact: true });
  await submit.click();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  const question = page.getByRole('alertdialog', { name: 'Do you want to delete your account?' });
  await password.fill('Not-The-Password-1!');
  await submit.click();
  await question.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('The password is not correct', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/Setting\/MyData$/);
  await expectAccessible(page);

  // No keeps everything; Yes with the right password erases it and signs out.
  await password.fill(user.password);
  await submit.click();
  await question.getByRole('button', { name: 'No', exact: true }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/Setting\/MyData$/);
  await submit.click();
  const deleted = page.waitForResponse((r) => r.url().endsWith('/api/v1/user-delete-account'));
  await question.getByRole('button', { name: 'Yes', exact: true }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expectToast(page, 'Account deleted successfully');
  expect(await page.evaluate(() => localStorage.getItem('resona.token'))).toBeNull();

  // The address is free again: a new sign-up with it is accepted. (Its verification mail may
  // wait: one verification mail a minute per address outlives the deleted account, by design.)
  const again = buildUser({ email: user.email });
  await page.goto('/signup');
  const signedUp = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/signup'));
  await submitSignUp(page, again);
  expect((await signedUp).status()).toBe(200);

  // The deleted account's verification link died with it: it verifies nothing now.
  const stale = page.waitForResponse((r) => r.url().includes('/api/v1/verify-email'));
  await page.goto(oldVerification.toString());
  expect((await stale).status()).toBe(400);
});

test('Terms and Privacy give the policy’s facts, export and deletion included', async ({
  page,
}) => {
  await page.goto('/Privacy');
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText('Effective date: 2020-07-07')).toBeVisible();
  await expect(page.getByText(/Resona is in beta and free to use/)).toBeVisible();
  await expect(page.getByText('Resona is not offered to people under 16.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Download your data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();

  await page.goto('/TermCondition');
  await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
  await expect(page.getByText('Effective date: 2020-07-07')).toBeVisible();
  await expect(
    page.getByText('You must be at least 16 years old to create an account.', { exact: false }),
  ).toBeVisible();
});
