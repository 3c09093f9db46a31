import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { API, apiPath, FIRST_STUDY_ID } from '@resona/contract';
import { expect, type NewUser } from './fixtures.ts';
import { scriptEnv } from './notification-journeys.ts';
import { addAuthenticatorByApi } from './second-factor-journeys.ts';
import { newSubscribedUser } from './session-journeys.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `npm run admin -- grant <email>` on the e2e server's database, exactly as a researcher runs it:
 * with the embedded default through the running server's database socket (decisions 030, 065).
 */
export async function grantAdmin(email: string) {
  const env = scriptEnv();
  const result = await new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'grant', email],
      {
        cwd: REPO,
        env,
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (status) => resolve({ status, output }));
  });
  expect(result.output).toContain(`${email} is now an admin`);
  expect(result.status).toBe(0);
}

/**
 * Grants the site administrator's role, adds the authenticator app the console asks of them
 * (issue 32), and makes them an owner of the first study through the console's own call: naming
 * their own address joins them at once (issue 33), so journeys about the study's console reach
 * it as its owner. Then waits until the server answers the first study's overview for this
 * signed-in page: a server may reuse a session looked up in the last two seconds (decision 042).
 * Answers the app's secret, for a journey that signs in again.
 */
export async function grantAdminTo(page: Page, user: Pick<NewUser, 'email' | 'password'>) {
  await grantAdmin(user.email);
  const secret = await addAuthenticatorByApi(page, user.password);
  const token = await page.evaluate(() => localStorage.getItem('resona.token'));
  expect(token, 'the page is signed in').toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  const owners = apiPath(API.adminStudyOwners, { studyId: FIRST_STUDY_ID });
  // The role reaches the server with its next session lookup: asked again until it has.
  await expect
    .poll(
      async () =>
        (await page.request.post(owners, { headers, data: { email: user.email } })).status(),
      { timeout: 15_000 },
    )
    .toBe(200);
  const overview = apiPath(API.adminOverview, { studyId: FIRST_STUDY_ID });
  await expect
    .poll(async () => (await page.request.get(overview, { headers })).status(), {
      timeout: 15_000,
    })
    .toBe(200);
  return secret;
}

/**
 * A study of the signed-in site administrator's own, shown in their console from the next page
 * on: they name themself its owner, which joins them at once (issue 33). A study of a journey's
 * own keeps what other journeys do to the first study (its consent) out of its way.
 */
export async function ownStudy(
  page: Page,
  researcher: Pick<NewUser, 'email'>,
  name: string,
): Promise<number> {
  const reply = await apiPost<{ data: { study: { id: number } } }>(page, API.adminStudies, {
    name,
    status: 'recruiting',
    owner_email: researcher.email,
  });
  const studyId = reply.data.study.id;
  await page.evaluate((id) => localStorage.setItem('resona.console.study', String(id)), studyId);
  return studyId;
}

/** One single-use access code of a study, made as the console's Access codes screen makes it. */
export async function studyCode(page: Page, studyId: number): Promise<string> {
  const reply = await apiPost<{ data: { codes: { code: string }[] } }>(
    page,
    apiPath(API.adminAccessCodes, { studyId }),
    { count: 1, use_limit: 1 },
  );
  return reply.data.codes[0]!.code;
}

async function apiPost<T>(page: Page, path: string, data: object): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('resona.token'));
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * A new subscribed researcher who answered the survey's language step (which finishes the survey,
 * so calibration opens) in `language`: the account and the interface speak it from then on.
 */
export async function newResearcherSpeaking(page: Page, language: string, dir: 'ltr' | 'rtl') {
  await page.clock.install();
  const user = await newSubscribedUser(page);
  await grantAdminTo(page, user);
  await page.goto('/language-question');
  await page.getByRole('radio', { name: language, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await page.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/experience-question$/);
  await page.getByRole('radio').first().click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/survey'));
  await page.getByRole('button').last().click();
  expect((await saved).status()).toBe(200);
  // The app stores the finished survey on the device before it opens calibration; a reload any
  // sooner would be guarded by the stored user's unfinished survey.
  await expect(page).toHaveURL(/\/calibration$/);
}

/** The console's side navigation. */
export function consoleNav(page: Page) {
  return page.getByRole('navigation', { name: 'Console sections' });
}

export async function openSection(page: Page, name: string, heading: string) {
  await consoleNav(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Today as the date input expects it, in the browser's zone. */
export function isoToday() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
