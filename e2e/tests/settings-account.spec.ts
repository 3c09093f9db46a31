import type { Page } from '@playwright/test';
import {
  claimAccessCode,
  expect,
  expectAccessible,
  test,
  waitForMail,
} from '../support/fixtures.ts';
import { continueWithGoogle, redeemAccessCode, signIn } from '../support/journeys.ts';
import { newSubscribedUser } from '../support/session-journeys.ts';

/**
 * Settings (issue 7, spec §2, §5): account details and their edit form, the language setting,
 * changing the password with another device signed out, and the support form whose mail reaches
 * the local SMTP server. Each journey starts from a brand-new subscribed user.
 */

/** From the settings menu: follow the row named `row` to `url`. */
async function openFromMenu(page: Page, row: string, url: RegExp) {
  await page.goto('/Setting');
  // In the page itself: the footer has a Support link too.
  await page.getByRole('main').getByRole('link', { name: row, exact: true }).click();
  await expect(page).toHaveURL(url);
}

/** One fact of the account details list, by its term. */
function fact(page: Page, term: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

test('a person edits their account details: first options by default, a checked US phone', async ({
  page,
}) => {
  await page.clock.install();
  const user = await newSubscribedUser(page);
  await openFromMenu(page, 'Account details', /\/Setting\/account-setting$/);
  await expect(page.getByRole('heading', { name: 'Account details', level: 1 })).toBeVisible();
  await expect(fact(page, 'Email')).toHaveText(user.email);
  await expect(fact(page, 'Phone number')).toHaveText('Not set');
  await expect(fact(page, 'Age group')).toHaveText('Not set');
  // No calibration yet: the default pace of spec §9 for an adult (no age group: not a child).
  await expect(fact(page, 'Breathing pace')).toHaveText('5 breaths per minute');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page).toHaveURL(/\/edit-account-setting$/);
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(user.email);
  await expect(email).toBeDisabled();
  // Unanswered choices start at the first option (the first age group open to them).
  const age = page.getByLabel('Age group', { exact: true });
  await expect(age.locator('option:checked')).toHaveText('16–17');
  await expect(page.getByLabel('Gender', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('Meditation experience', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('Breathing pace', { exact: true })).toHaveValue('5');
  const country = page.getByLabel('Country code', { exact: true });
  await expect(country).toHaveValue('US');
  await expect(country.locator('option:checked')).toHaveText('United States (+1)');
  await expectAccessible(page);

  await age.selectOption({ label: '25–34' });
  await page.getByLabel('Breathing pace', { exact: true }).selectOption('4.8');
  const phone = page.getByLabel('Phone number (optional)', { exact: true });
  await phone.fill('555 0100');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please enter a valid phone number', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/edit-account-setting$/);

  await phone.fill('201-555-0123');
  const saved = page.waitForResponse((r) =>
    r.url().endsWith('/api/v2/user/user-information-update'),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const reply = await saved;
  expect(reply.status()).toBe(200);
  expect(reply.request().postDataJSON()).toMatchObject({
    phone_number: '201-555-0123',
    phone_country: 'US',
    phone_dial_code: '+1',
    recommended_speed: '4.8',
  });
  await expect(page.getByText('Information updated successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/Setting\/account-setting$/);
  await expect(fact(page, 'Phone number')).toHaveText('+1 201 555 0123');
  await expect(fact(page, 'Age group')).toHaveText('25–34');
  await expect(fact(page, 'Breathing pace')).toHaveText('4.8 breaths per minute');

  // The form opens again with what was saved.
  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page.getByLabel('Phone number (optional)', { exact: true })).toHaveValue(
    '(201) 555-0123',
  );
  await expect(page.getByLabel('Age group', { exact: true }).locator('option:checked')).toHaveText(
    '25–34',
  );

  // A German number typed with its trunk 0 is shown without it after +49, and the form opens
  // again with the number as it is dialled at home.
  await page.getByLabel('Country code', { exact: true }).selectOption('DE');
  await page.getByLabel('Phone number (optional)', { exact: true }).fill('030 1234567');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/Setting\/account-setting$/);
  await expect(fact(page, 'Phone number')).toHaveText('+49 30 1234567');
  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page.getByLabel('Country code', { exact: true })).toHaveValue('DE');
  await expect(page.getByLabel('Phone number (optional)', { exact: true })).toHaveValue(
    '030 1234567',
  );
});

/**
 * On the language list, the language's name starts right beside its radio button (at its
 * inline end in Arabic), whatever the direction of the name itself.
 */
async function expectNameBesideRadio(page: Page, name: string) {
  const list = page.getByRole('radiogroup');
  const radio = await list.getByRole('radio', { name }).boundingBox();
  // Where the letters are, whatever the size of the box around them.
  const text = await list.getByText(name, { exact: true }).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, width } = range.getBoundingClientRect();
    return { x, width };
  });
  if (!radio) throw new Error(`${name} is not on the screen`);
  const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
  const gap = rtl ? radio.x - (text.x + text.width) : text.x - (radio.x + radio.width);
  expect(gap, `the space between ${name} and its radio`).toBeGreaterThanOrEqual(0);
  expect(gap, `the space between ${name} and its radio`).toBeLessThan(24);
}

test('a person switches to Arabic (right to left at once, kept after a reload) and back', async ({
  page,
}) => {
  await page.clock.install();
  await newSubscribedUser(page);
  await openFromMenu(page, 'Language', /\/Setting\/Language-setting\/1$/);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expectNameBesideRadio(page, 'English');
  await expectNameBesideRadio(page, 'العربية');
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'العربية' }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/user-language'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'اللغة', level: 1 })).toBeVisible();
  await expect(page.getByText('تم تحديث اللغة بنجاح').first()).toBeVisible();

  // The address now names the saved language; a fresh load reads the account's choice.
  await expect(page).toHaveURL(/\/Setting\/Language-setting\/4$/);
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('radio', { name: 'العربية' })).toBeChecked();
  for (const name of ['English', 'Deutsch', 'العربية', 'Українська']) {
    await expectNameBesideRadio(page, name);
  }
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'English' }).click();
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Language', level: 1 })).toBeVisible();
  await expect(page.getByText('Language updated successfully').first()).toBeVisible();
});

test('changing the password keeps this device signed in and signs the other one out', async ({
  browser,
  page,
}) => {
  await page.clock.install();
  const user = await newSubscribedUser(page);

  // The same person on a second device.
  const phone = await browser.newContext({ locale: 'en-US' });
  try {
    const other = await phone.newPage();
    await other.goto('/login');
    await signIn(other, user);
    await expect(other).toHaveURL(/\/age-question$/, { timeout: 15_000 });

    await openFromMenu(page, 'Change password', /\/Setting\/Password-change$/);
    await expectAccessible(page);
    const newPassword = `${user.password}X9`;
    await page.getByLabel('Old password', { exact: true }).fill('Wrong-Password-1!');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill('Something-else-1!');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(page.getByText('Passwords does not match', { exact: true })).toBeVisible();

    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(page.getByText("Passwork didn't match").first()).toBeVisible();

    await page.getByLabel('Old password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(
      page
        .getByText('Password changed successfully. Your other devices have been signed out')
        .first(),
    ).toBeVisible();

    // This device goes on.
    await page.goto('/Setting');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    // The other device is sent to sign in on its next call, and only the new password works.
    await other.goto('/Setting');
    await expect(other).toHaveURL(/\/login$/, { timeout: 15_000 });
    await signIn(other, { email: user.email, password: user.password });
    await expect(other.getByText('Invalid email or password').first()).toBeVisible();
    await signIn(other, { email: user.email, password: newPassword });
    await expect(other).toHaveURL(/\/age-question$/, { timeout: 15_000 });
  } finally {
    await phone.close();
  }
});

test('an account that signs in only with Google has no password to change', async ({ page }) => {
  // Sign-up through the local OpenID issuer that stands in for Google (global-setup.ts).
  await page.goto('/signup');
  await continueWithGoogle(page, `e2e.google.pw.${Date.now().toString(36)}@resona.test`);
  await expect(page).toHaveURL(/\/algorithm$/, { timeout: 15_000 });
  await redeemAccessCode(page, claimAccessCode());
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });

  await page.goto('/Setting');
  const menu = page.getByRole('main');
  await expect(menu.getByRole('link', { name: 'Account details', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Change password', exact: true })).toHaveCount(0);
  // The page itself sends them back to the menu.
  await page.goto('/Setting/Password-change');
  await expect(page).toHaveURL(/\/Setting$/);
});

test('a support message reaches SUPPORT_EMAIL with a copy to the sender as cc and reply-to', async ({
  page,
}) => {
  await page.clock.install();
  const user = await newSubscribedUser(page);
  await openFromMenu(page, 'Support', /\/Setting\/Support$/);
  const to = page.getByLabel('To', { exact: true });
  await expect(to).toHaveValue('support@resona.local');
  await expect(to).toHaveAttribute('readonly', '');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Subject is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Message is required', { exact: true })).toBeVisible();

  // The copy can go to the sender's own address only, so the form offers just that.
  const subject = `Sound stops ${Date.now().toString(36)}`;
  await page.getByLabel(`Send a copy to my address (${user.email})`, { exact: true }).check();
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('The tone stops after one minute.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByText('Your message has been sent to our support team').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/Setting$/);

  const mail = await waitForMail('support@resona.local', (m) => m.subject.includes(subject));
  expect(mail.subject).toBe(`[Resona support] ${subject}`);
  expect(mail.replyTo).toBe(user.email);
  expect(mail.to).toEqual(expect.arrayContaining(['support@resona.local', user.email]));
  expect(mail.text).toContain('The tone stops after one minute.');
  expect(mail.text).toContain(`From: ${user.email}`);

  // Back from the form goes to the settings menu.
  await page.goto('/Support');
  await page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/Setting$/);
});
