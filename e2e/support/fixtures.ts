import { randomBytes, randomInt } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { ReceivedMail } from './mail-server.ts';

export { expect };

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through playwright.config.ts`);
  return value;
}

/** Every mail the local SMTP server has received for one address so far. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${required('E2E_MAIL_API')}/mails?to=${encodeURIComponent(to)}`);
  return (await response.json()) as ReceivedMail[];
}

/** Mail the local SMTP server received for one address, waited for. */
export async function waitForMail(
  to: string,
  match: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(to)).filter(match).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in a mail's text whose path is `path` (a verify or reset link). */
export function linkIn(mail: ReceivedMail, path: string): URL {
  for (const candidate of mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []) {
    const url = new URL(candidate);
    if (url.pathname === path) return url;
  }
  throw new Error(`no ${path} link in mail "${mail.subject}":\n${mail.text}`);
}

export interface NewUser {
  email: string;
  password: string;
  accessCode: string;
}

/**
 * A user nobody has signed up yet: a unique address, a password the rules accept, and an access
 * code of their own (sign-up takes a use of it, decision 046).
 */
export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    email: `e2e+${id}@resona.test`,
    password: `Slow-Breath-${randomBytes(3).toString('hex')}7!`,
    accessCode: overrides.accessCode ?? claimAccessCode(),
    ...overrides,
  };
}

/**
 * An access code this test alone may use (sign-up and finish-signup spend it). The server seeded a few
 * at start (SEED_ACCESS_CODES); a file created exclusively in a shared directory claims one, so
 * two workers never take the same code.
 */
export function claimAccessCode(): string {
  const claims = required('E2E_CODE_CLAIMS');
  for (const code of required('E2E_REDEEMABLE_CODES').split(',')) {
    try {
      closeSync(openSync(join(claims, code), 'wx'));
      return code;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error('No unclaimed access code left: raise SEEDED_ACCESS_CODES in app-server.ts');
}

export function demoAccount() {
  return { email: required('E2E_DEMO_EMAIL'), password: required('E2E_DEMO_PASSWORD') };
}

/**
 * axe on the page as it settles: no serious or critical violation (WCAG 2.x A and AA rules).
 * Transitions still running are first taken to their end: a button half-way through turning
 * from outline to filled after a click has, for a few frames, a contrast it never shows at rest,
 * and axe reading those frames failed a journey now and then.
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      // A spinner runs for ever and has no end to go to.
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    blocking.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

/**
 * Every page records what went wrong inside it (script errors, failed or refused requests, console
 * errors); a failing test gets that record attached, which says more than a blank screenshot.
 */
export const test = base.extend({
  // The server limits sign-in and verification per client address; behind its trusted proxy
  // (loopback) each test is a client of its own, so a busy run never meets another test's limit.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  page: async ({ page }, use, testInfo) => {
    const events: string[] = [];
    page.on('pageerror', (error) => events.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') events.push(`console: ${message.text()}`);
    });
    page.on('requestfailed', (request) => {
      events.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
    });
    page.on('response', (response) => {
      const status = response.status();
      if (status < 400 || !new URL(response.url()).pathname.startsWith('/api/')) return;
      void response
        .text()
        .catch(() => '')
        .then((body) => events.push(`${status}: ${response.url()} ${body.slice(0, 300)}`));
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && events.length > 0) {
      await testInfo.attach('browser-events', {
        body: events.join('\n'),
        contentType: 'text/plain',
      });
    }
  },
});
