import type { Page } from '@playwright/test';
import { generate } from 'otplib';
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
