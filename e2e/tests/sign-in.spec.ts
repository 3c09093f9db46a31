import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * The sign-in form's checks (spec §5) in the visitor's language. The page carries only a few of
 * the messages at first; the rest arrives with the form's rules on the first submit (decision
 * 095), so these journeys read each message as the person sees it.
 */

interface Texts {
  email: string;
  password: string;
  signIn: string;
  emailRequired: string;
  passwordRequired: string;
  emailInvalid: string;
  invalidCredentials: string;
}

const ENGLISH: Texts = {
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  emailInvalid: 'Please enter a valid email address',
  invalidCredentials: 'Invalid email or password',
};

const GERMAN: Texts = {
  email: 'E-Mail',
  password: 'Passwort',
  signIn: 'Anmelden',
  emailRequired: 'Die E-Mail-Adresse ist erforderlich',
  passwordRequired: 'Das Passwort ist erforderlich',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist ungültig',
};

async function checksTheForm(page: Page, texts: Texts) {
  await page.goto('/login');
  const signIn = page.getByRole('button', { name: texts.signIn, exact: true });
  await signIn.click();
  await expect(page.getByText(texts.emailRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(texts.passwordRequired, { exact: true })).toBeVisible();
  await expect(page.getByLabel(texts.email, { exact: true })).toBeFocused();

  // Checked again as the person types, after the first submit.
  await page.getByLabel(texts.email, { exact: true }).fill('someone@');
  await expect(page.getByText(texts.emailInvalid, { exact: true })).toBeVisible();
  await page.getByLabel(texts.email, { exact: true }).fill(`nobody-${Date.now()}@resona.test`);
  await expect(page.getByText(texts.emailInvalid, { exact: true })).toHaveCount(0);

  // The server's answer, in the same language, and the same whether or not the account exists.
  await page.getByLabel(texts.password, { exact: true }).fill('Not-The-Password-1!');
  await signIn.click();
  await expect(page.getByText(texts.invalidCredentials).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

test('the sign-in form says what is missing or wrong, in English', async ({ page }) => {
  await checksTheForm(page, ENGLISH);
});

test('the sign-in form says it in German to a German browser', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  try {
    await checksTheForm(await context.newPage(), GERMAN);
  } finally {
    await context.close();
  }
});
