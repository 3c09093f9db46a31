import type { Browser, Page } from '@playwright/test';
import { SIGNUP_REDIRECT_MS } from '@resona/contract';
import { buildUser, expect, linkIn, waitForMail, type NewUser } from './fixtures.ts';

/**
 * Steps several journeys share, in English. Each waits for where the app should be next, so a
 * journey reads as what a person does.
 */

/**
 * On /signup (the form appears once the bot check is solved): fill it in and send it; the
 * success message stays three seconds (SIGNUP_REDIRECT_MS), then /check. A journey that installed
 * Playwright's clock (`clock: true`) skips those seconds instead of waiting them out.
 */
export async function submitSignUp(
  page: Page,
  user: NewUser,
  { clock = false }: { clock?: boolean } = {},
) {
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByLabel('Access code', { exact: true }).fill(user.accessCode);
  await page.getByRole('checkbox', { name: /Terms/ }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  if (clock) {
    await expect(page.getByText('Taking you to the next step…')).toBeVisible({ timeout: 15_000 });
    await page.clock.fastForward(SIGNUP_REDIRECT_MS);
  }
  await expect(page).toHaveURL(/\/check$/i, { timeout: 15_000 });
}

/** The link in the verification mail the server sent over SMTP. */
export async function verificationLink(user: NewUser): Promise<URL> {
  const mail = await waitForMail(user.email, (m) => m.text.includes('/verify-email?'));
  return linkIn(mail, '/verify-email');
}

/** On /login: sign in (the form appears once the bot check is solved). */
export async function signIn(page: Page, user: Pick<NewUser, 'email' | 'password'>) {
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * On /login or /signup: "Continue with Google", then the local issuer's own sign-in page (its
 * heading first: Resona's sign-up form has an Email field of its own).
 */
export async function continueWithGoogle(page: Page, email: string) {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * A new person at /algorithm in `page`: they signed up elsewhere (another browser, closed
 * again), open the mail's link here signed out, are sent to sign-in, and sign in.
 */
export async function newUserAtAlgorithm(browser: Browser, page: Page): Promise<NewUser> {
  const user = buildUser();
  const elsewhere = await browser.newContext({ locale: 'en-US' });
  try {
    const signupPage = await elsewhere.newPage();
    await signupPage.goto('/signup');
    await submitSignUp(signupPage, user);
  } finally {
    await elsewhere.close();
  }
  await page.goto((await verificationLink(user)).toString());
  await expect(page).toHaveURL(/\/login$/i, { timeout: 15_000 });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/algorithm$/i, { timeout: 15_000 });
  return user;
}

/**
 * 'Do you have Access Code?' on /algorithm: redeem `code`; the subscribed user moves on. The
 * form is open already on the device a person signed up on (with that sign-up's code).
 */
export async function redeemAccessCode(page: Page, code: string) {
  const toggle = page.getByRole('button', { name: 'Do you have Access Code?' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByLabel('Access code', { exact: true }).fill(code);
  const reply = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/finish-signup'));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  expect((await reply).status()).toBe(200);
}

/** A signed-in call to the API with the token the web app stored for this page. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('resona.token'));
  expect(token, 'the page is signed in').toBeTruthy();
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The survey's lists as the server serves them (ids by English name). */
export interface SurveyLists {
  data: {
    age_list: { id: number; ageName: string }[];
    gender_list: { id: number; gender_name: string }[];
    language_list: { id: number; value: string }[];
    experience_list: { id: number; expName: string }[];
  };
}

export async function surveyLists(page: Page): Promise<SurveyLists['data']> {
  const response = await page.request.get('/api/v1/survey', {
    headers: { 'device-language': 'en' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as SurveyLists).data;
}
