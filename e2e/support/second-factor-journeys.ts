import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import en from '../../apps/web/src/i18n/locales/en/index.ts';
import { expect } from './fixtures.ts';

/**
 * A code from the authenticator app as a phone shows it: the one of the next 30-second step,
 * which the server takes (one step either side) and which no earlier step of a journey used
 * (each code counts once). The enrolment's first code is the current step's.
 */
export async function authenticatorCode(secret: string) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

/**
 * Adds an authenticator app to the account signed in on `page` through the API, as Settings →
 * Security does, for journeys about something else (a researcher's console needs one, issue 32).
 * The session counts as signed in with it from then on. Answers the app's secret.
 */
export async function addAuthenticatorByApi(
  page: Page,
  /** Null for an account without one (Google only): a fresh sign-in stands in for it. */
  password: string | null,
): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('resona.token'));
  expect(token, 'the page is signed in').toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  const started = await page.request.post('/api/v2/security/authenticator/start', {
    headers,
    data: password === null ? {} : { password },
  });
  expect(started.status(), 'authenticator/start').toBe(200);
  const { data } = (await started.json()) as { data: { secret: string } };
  const confirmed = await page.request.post('/api/v2/security/authenticator/confirm', {
    headers,
    data: { code: await generate({ secret: data.secret }) },
  });
  expect(confirmed.status(), 'authenticator/confirm').toBe(200);
  return data.secret;
}

/**
 * On /Setting/security: adds the app with the password, reading the key off the page as a person
 * who cannot scan would, and confirms it with the app's code. Answers the key and the recovery
 * codes shown.
 */
export async function addAuthenticatorApp(page: Page, password: string, texts: typeof en = en) {
  const words = texts.security.authenticator;
  const section = page.getByRole('region', { name: words.title });
  await expect(section.getByText(words.off)).toBeVisible();
  await section.getByRole('button', { name: words.add }).click();
  await section.getByLabel(texts.fields.password, { exact: true }).fill(password);
  await section.getByRole('button', { name: words.reauth.continue }).click();

  const qr = section.getByRole('img', { name: words.scan.qrLabel });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
  const key = section.getByText(/^[A-Z2-7]{4}(?: [A-Z2-7]{1,4})+$/);
  const secret = (await key.textContent())!.replace(/\s+/g, '');
  expect(secret.length).toBeGreaterThanOrEqual(16);

  await section.getByLabel(words.scan.codeLabel).fill(await generate({ secret }));
  await section.getByRole('button', { name: words.scan.confirm }).click();
  const list = section.getByRole('list', { name: words.codes.title });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  return { secret, codes };
}
