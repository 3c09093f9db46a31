import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { API, ZBotChallengeResponse } from '@resona/contract';
import { createTestApp } from '../../test/app.ts';
import { buildUser, uniqueEmail } from '../../test/factories.ts';
import { errorOf } from '../../test/http.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'resona-altcha-'));
const { app, db } = await createTestApp({ env: { BOT_CHECK: 'altcha', DATA_DIR: dataDir } });

/** Does what the browser widget does: fetch a challenge, find the number, encode the payload. */
async function solve() {
  const res = await app.inject({ method: 'GET', url: API.botChallenge });
  const challenge = ZBotChallengeResponse.parse(res.json());
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  const payload = { ...challenge, number: solution!.number };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('ALTCHA bot check', () => {
  it('generates its HMAC key once into DATA_DIR', async () => {
    await app.inject({ method: 'GET', url: API.botChallenge });
    expect(existsSync(join(dataDir, 'altcha-hmac.key'))).toBe(true);
  });

  it('accepts a solved challenge once and refuses its replay', async () => {
    const { user, password } = await buildUser(db);
    const bot_check = await solve();
    const first = await app.inject({
      method: 'POST',
      url: API.login,
      payload: { email: user.email, password, bot_check },
    });
    expect(first.statusCode).toBe(200);
    const replay = await app.inject({
      method: 'POST',
      url: API.login,
      payload: { email: user.email, password, bot_check },
    });
    expect(errorOf(replay)).toMatchObject({ status: 400, type: 'BOT_CHECK_FAILED' });
  });

  it('refuses a missing, a wrong and a forged solution before anything else', async () => {
    const email = uniqueEmail('bot');
    const base = { email, password: 'Whatever-1!' };
    const missing = await app.inject({ method: 'POST', url: API.login, payload: base });
    expect(errorOf(missing).type).toBe('BOT_CHECK_FAILED');
    const good = JSON.parse(Buffer.from(await solve(), 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...good, number: good.number + 1 })).toString(
      'base64',
    );
    expect(
      errorOf(
        await app.inject({
          method: 'POST',
          url: API.login,
          payload: { ...base, bot_check: wrong },
        }),
      ).type,
    ).toBe('BOT_CHECK_FAILED');
    const junk = await app.inject({
      method: 'POST',
      url: API.signup,
      payload: { ...base, bot_check: 'bm90IGpzb24=' },
    });
    expect(errorOf(junk).type).not.toBe('INTERNAL_ERROR');
  });
});

describe('Turnstile bot check', async () => {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push(body);
      const form = new URLSearchParams(body);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          success: form.get('response') === 'good-token' && form.get('secret') === 'sekret',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  const turnstile = await createTestApp({
    env: {
      BOT_CHECK: 'turnstile',
      TURNSTILE_SITE_KEY: 'site',
      TURNSTILE_SECRET_KEY: 'sekret',
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    },
  });

  it("passes with Cloudflare's yes and fails with its no", async () => {
    const { user, password } = await buildUser(turnstile.db);
    const login = (bot_check: string) =>
      turnstile.app.inject({
        method: 'POST',
        url: API.login,
        payload: { email: user.email, password, bot_check },
      });
    expect((await login('good-token')).statusCode).toBe(200);
    expect(errorOf(await login('bad-token')).type).toBe('BOT_CHECK_FAILED');
    expect(seen).toHaveLength(2);
  });
});
