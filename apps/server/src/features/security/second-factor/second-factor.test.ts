import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  translate,
  ZFactorsChangedResponse,
  ZLoginResponse,
  ZSecondFactorsResponse,
  ZSignInReply,
  ZStartAuthenticatorResponse,
} from '@resona/contract';
import {
  authenticators,
  FIRST_STUDY_ID,
  recoveryCodes,
  sessions,
  users,
} from '../../../db/schema/index.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { issueToken } from '../../auth/one-time-tokens.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser, GOOD_PASSWORD } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { get, post, type Auth } from '../../sessions/test-helpers.ts';
import { RECENT_SIGN_IN_MS } from './reauthenticate.ts';
import { SECOND_STEP_TRIES } from './sign-in-step.ts';

const { app, db, clock } = await createTestApp();

let address = 0;
/** Each sign-in from an address of its own: the per-address limits never meet. */
const from = () => `10.32.${Math.floor(++address / 250)}.${address % 250}`;

/** The code the person's app shows now (the test clock's now). */
const codeNow = (secret: string, shiftSeconds = 0) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + shiftSeconds });

const factors = async (auth: Auth) =>
  ZSecondFactorsResponse.parse((await get(app, API.secondFactors, auth)).json()).data;

/** A person who has added an authenticator app through the API, as the settings page does. */
async function withAuthenticator(overrides: Parameters<typeof buildSignedInUser>[2] = {}) {
  const person = await buildSignedInUser(db, clock.now(), overrides);
  const started = await post(app, API.startAuthenticator, { password: GOOD_PASSWORD }, person.auth);
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = ZStartAuthenticatorResponse.parse(started.json()).data;
  const confirmed = await post(
    app,
    API.confirmAuthenticator,
    { code: await codeNow(secret) },
    person.auth,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recovery_codes } = ZFactorsChangedResponse.parse(confirmed.json()).data;
  return { ...person, secret, recoveryCodes: recovery_codes! };
}

const logIn = (email: string, password = GOOD_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: API.login,
    payload: { email, password },
    remoteAddress: from(),
  });

const secondStep = (payload: object) =>
  app.inject({ method: 'POST', url: API.loginSecondFactor, payload, remoteAddress: from() });

/** Signs in with the password and answers the second step's token. */
async function firstStep(email: string) {
  const res = await logIn(email);
  expect(res.statusCode, res.body).toBe(200);
  const reply = ZSignInReply.parse(res.json());
  expect(reply.message).toBe(translate('en', 'secondFactorRequired'));
  if (!('second_factor' in reply.data)) throw new Error('no second step asked for');
  expect(reply.data.second_factor.methods).toEqual(['authenticator', 'recovery_code']);
  return reply.data.second_factor.token;
}

const sessionCount = async (userId: number) =>
  (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('GET security/second-factors', () => {
  it('says what the account has, and that a researcher needs one', async () => {
    const person = await buildSignedInUser(db, clock.now(), {});
    expect(await factors(person.auth)).toEqual({
      authenticator_added_at: null,
      passkeys: [],
      recovery_codes_left: 0,
      this_session_verified: false,
      required: false,
    });
    const researcher = await buildSignedInUser(db, clock.now(), { role: 'admin' });
    expect((await factors(researcher.auth)).required).toBe(true);
  });

  it('answers 401 when signed out', async () => {
    expect(errorOf(await get(app, API.secondFactors)).status).toBe(401);
  });
});

describe('adding an authenticator app', () => {
  it('asks for the password, gives a secret and its QR text, and switches on with a code', async () => {
    const person = await buildSignedInUser(db, clock.now(), {});
    const started = await post(
      app,
      API.startAuthenticator,
      { password: GOOD_PASSWORD },
      person.auth,
    );
    const { secret, otpauth_uri } = ZStartAuthenticatorResponse.parse(started.json()).data;
    expect(new URL(otpauth_uri).searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(otpauth_uri)).toContain(`Resona:${person.user.email}`);
    // Not on until confirmed.
    expect((await factors(person.auth)).authenticator_added_at).toBeNull();

    const res = await post(
      app,
      API.confirmAuthenticator,
      { code: await codeNow(secret) },
      person.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const reply = ZFactorsChangedResponse.parse(res.json());
    expect(reply.message).toBe(translate('en', 'authenticatorAdded'));
    expect(reply.data).toMatchObject({ recovery_codes_left: 10, this_session_verified: true });
    expect(reply.data.authenticator_added_at).not.toBeNull();
    expect(reply.data.recovery_codes).toHaveLength(10);
    expect(new Set(reply.data.recovery_codes).size).toBe(10);
    for (const code of reply.data.recovery_codes!)
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // At rest: the secret sealed, the codes as hashes only.
    const [row] = await db
      .select()
      .from(authenticators)
      .where(eq(authenticators.userId, person.user.id));
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(secret);
    const kept = await db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, person.user.id));
    const stored = kept.map((k) => k.codeHash).join(' ');
    for (const code of reply.data.recovery_codes!) {
      expect(stored).not.toContain(code.replace('-', ''));
    }
    // This session now counts as verified.
    expect((await factors(person.auth)).this_session_verified).toBe(true);
  });

  it('refuses a missing or wrong password, naming the field', async () => {
    const person = await buildSignedInUser(db, clock.now(), {});
    expect(errorOf(await post(app, API.startAuthenticator, {}, person.auth))).toMatchObject({
      status: 400,
      fields: { password: 'reauthPasswordRequired' },
    });
    const wrong = errorOf(
      await post(app, API.startAuthenticator, { password: 'Not-Mine-123!' }, person.auth),
    );
    expect(wrong).toMatchObject({
      status: 400,
      type: 'INVALID_CREDENTIALS',
      message: translate('en', 'reauthPasswordWrong'),
    });
  });

  it('lets an account without a password add one only just after signing in', async () => {
    const person = await buildSignedInUser(db, clock.now(), {});
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, person.user.id));
    const fresh = await post(app, API.startAuthenticator, {}, person.auth);
    expect(fresh.statusCode, fresh.body).toBe(200);
    clock.advance(RECENT_SIGN_IN_MS + 1000);
    expect(errorOf(await post(app, API.startAuthenticator, {}, person.auth))).toMatchObject({
      status: 403,
      type: 'REAUTHENTICATION_REQUIRED',
    });
  });

  it('refuses a wrong code or one that is not six digits, and a code with nothing started', async () => {
    const person = await buildSignedInUser(db, clock.now(), {});
    expect(
      errorOf(await post(app, API.confirmAuthenticator, { code: '123456' }, person.auth)),
    ).toMatchObject({ status: 409, type: 'AUTHENTICATOR_NOT_STARTED' });
    const started = await post(
      app,
      API.startAuthenticator,
      { password: GOOD_PASSWORD },
      person.auth,
    );
    const { secret } = ZStartAuthenticatorResponse.parse(started.json()).data;
    const right = await codeNow(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(
      errorOf(await post(app, API.confirmAuthenticator, { code: wrong }, person.auth)),
    ).toMatchObject({
      status: 400,
      fields: { code: 'secondFactorWrong' },
    });
    for (const [code, key] of [
      ['', 'codeRequired'],
      ['12345', 'codeFormat'],
      ['12a456', 'codeFormat'],
    ] as const) {
      expect(
        errorOf(await post(app, API.confirmAuthenticator, { code }, person.auth)).fields,
        code,
      ).toEqual({ code: key });
    }
    // A code typed with spaces, as apps show it, is fine.
    const spaced = `${right.slice(0, 3)} ${right.slice(3)}`;
    expect(
      (await post(app, API.confirmAuthenticator, { code: spaced }, person.auth)).statusCode,
    ).toBe(200);
  });

  it('keeps an app already set working while a new one is being added', async () => {
    const person = await withAuthenticator();
    await post(app, API.startAuthenticator, { password: GOOD_PASSWORD }, person.auth);
    const token = await firstStep(person.user.email);
    clock.advance(30_000);
    const res = await secondStep({ token, code: await codeNow(person.secret) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    expect(
      errorOf(await post(app, API.startAuthenticator, { password: GOOD_PASSWORD })).status,
    ).toBe(401);
    expect(errorOf(await post(app, API.confirmAuthenticator, { code: '123456' })).status).toBe(401);
  });
});

describe('signing in with a second factor', () => {
  it('asks for it after the password, and makes the session only with the right code', async () => {
    const person = await withAuthenticator();
    const before = await sessionCount(person.user.id);
    const token = await firstStep(person.user.email);
    expect(await sessionCount(person.user.id)).toBe(before);

    clock.advance(30_000);
    const res = await secondStep({ token, code: await codeNow(person.secret) });
    expect(res.statusCode, res.body).toBe(200);
    const reply = ZLoginResponse.parse(res.json());
    expect(reply.data.user_details.id).toBe(person.user.id);
    const [session] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(reply.data.user_details.auth_token)));
    expect(session!.secondFactorAt).not.toBeNull();
    // The token is used up.
    expect(errorOf(await secondStep({ token, code: await codeNow(person.secret) }))).toMatchObject({
      status: 400,
      type: 'TOKEN_EXPIRED',
    });
  });

  it('takes each code once: the same code at the next sign-in is refused', async () => {
    const person = await withAuthenticator();
    clock.advance(30_000);
    const code = await codeNow(person.secret);
    const first = await secondStep({ token: await firstStep(person.user.email), code });
    expect(first.statusCode).toBe(200);
    const again = await secondStep({ token: await firstStep(person.user.email), code });
    expect(errorOf(again)).toMatchObject({ status: 400, fields: { code: 'secondFactorWrong' } });
  });

  it('ends the sign-in after five wrong codes, and after five minutes', async () => {
    const person = await withAuthenticator();
    const token = await firstStep(person.user.email);
    for (let i = 0; i < SECOND_STEP_TRIES; i++) {
      expect(errorOf(await secondStep({ token, code: '000000' })).type).toBe('INVALID_CREDENTIALS');
    }
    clock.advance(30_000);
    expect(errorOf(await secondStep({ token, code: await codeNow(person.secret) })).type).toBe(
      'TOKEN_EXPIRED',
    );

    const late = await firstStep(person.user.email);
    clock.advance(5 * 60_000 + 1000);
    expect(
      errorOf(await secondStep({ token: late, code: await codeNow(person.secret) })),
    ).toMatchObject({
      status: 400,
      type: 'TOKEN_EXPIRED',
      message: translate('en', 'secondFactorExpired'),
    });
  });

  it('takes a recovery code once, in any case and with or without its dash', async () => {
    const person = await withAuthenticator();
    const [code] = person.recoveryCodes;
    const res = await secondStep({
      token: await firstStep(person.user.email),
      recovery_code: ` ${code!.toUpperCase()} `,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await factors(person.auth)).recovery_codes_left).toBe(9);
    const again = await secondStep({
      token: await firstStep(person.user.email),
      recovery_code: code!.replace('-', ''),
    });
    expect(errorOf(again)).toMatchObject({
      status: 400,
      fields: { recovery_code: 'secondFactorWrong' },
    });
  });

  it("refuses another person's recovery code", async () => {
    const owner = await withAuthenticator();
    const stranger = await withAuthenticator();
    const res = await secondStep({
      token: await firstStep(owner.user.email),
      recovery_code: stranger.recoveryCodes[0],
    });
    expect(errorOf(res).type).toBe('INVALID_CREDENTIALS');
  });

  it('lets one of two sign-ins racing with one recovery code through', async () => {
    const person = await withAuthenticator();
    const tokens = await Promise.all([firstStep(person.user.email), firstStep(person.user.email)]);
    const replies = await Promise.all(
      tokens.map((token) => secondStep({ token, recovery_code: person.recoveryCodes[1] })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a second step that names neither a code nor a recovery code, or both', async () => {
    const person = await withAuthenticator();
    const token = await firstStep(person.user.email);
    expect(errorOf(await secondStep({ token })).fields).toEqual({ code: 'codeRequired' });
    expect(
      errorOf(await secondStep({ token, code: '123456', recovery_code: 'abcde-fghjk' })).fields,
    ).toEqual({ code: 'codeRequired' });
    expect(errorOf(await secondStep({ code: '123456' })).fields).toHaveProperty('token');
  });

  it('is still asked for after a password reset by mail (ASVS 6.4.3)', async () => {
    const person = await withAuthenticator();
    const token = await issueToken(db, person.user.id, 'reset_password', clock.now());
    const fresh = 'Fresh-Harbour-91?';
    const reset = await app.inject({
      method: 'POST',
      url: API.newPassword,
      payload: { token, password: fresh, confirm_password: fresh },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // The reset made no session of its own, and the new password alone makes none either.
    expect(await sessionCount(person.user.id)).toBe(0);
    const res = await logIn(person.user.email, fresh);
    expect(ZSignInReply.parse(res.json()).data).toHaveProperty('second_factor');
    expect(await sessionCount(person.user.id)).toBe(0);
  });
});

describe('removing the app and renewing the codes', () => {
  it('removes the app and its codes after the password; sign-in needs only the password again', async () => {
    const person = await withAuthenticator();
    expect(errorOf(await post(app, API.removeAuthenticator, {}, person.auth)).status).toBe(400);
    const res = await post(app, API.removeAuthenticator, { password: GOOD_PASSWORD }, person.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZFactorsChangedResponse.parse(res.json()).data).toMatchObject({
      authenticator_added_at: null,
      recovery_codes_left: 0,
      this_session_verified: false,
      recovery_codes: null,
    });
    const login = ZSignInReply.parse((await logIn(person.user.email)).json());
    expect(login.data).toHaveProperty('user_details');
    expect(
      errorOf(await post(app, API.removeAuthenticator, { password: GOOD_PASSWORD }, person.auth)),
    ).toMatchObject({ status: 404 });
  });

  it('makes ten new codes, and the old ones stop working', async () => {
    const person = await withAuthenticator();
    const res = await post(app, API.newRecoveryCodes, { password: GOOD_PASSWORD }, person.auth);
    expect(res.statusCode, res.body).toBe(200);
    const fresh = ZFactorsChangedResponse.parse(res.json()).data.recovery_codes!;
    expect(fresh).toHaveLength(10);
    const old = await secondStep({
      token: await firstStep(person.user.email),
      recovery_code: person.recoveryCodes[0],
    });
    expect(errorOf(old).type).toBe('INVALID_CREDENTIALS');
    const ok = await secondStep({
      token: await firstStep(person.user.email),
      recovery_code: fresh[0],
    });
    expect(ok.statusCode).toBe(200);
  });

  it('has no codes to renew without an app', async () => {
    const person = await buildSignedInUser(db, clock.now(), {});
    expect(
      errorOf(await post(app, API.newRecoveryCodes, { password: GOOD_PASSWORD }, person.auth)),
    ).toMatchObject({ status: 409, type: 'NO_SECOND_FACTOR' });
  });
});

describe('the researcher console', () => {
  /** The first study's overview, a console call its owner makes. */
  const FIRST_OVERVIEW = apiPath(API.adminOverview, { studyId: FIRST_STUDY_ID });

  it('stays shut to a researcher until this session has used a second factor', async () => {
    const researcher = await buildSignedInUser(db, clock.now(), { team: { role: 'owner' } });
    expect(errorOf(await get(app, FIRST_OVERVIEW, researcher.auth))).toMatchObject({
      status: 403,
      type: 'SECOND_FACTOR_REQUIRED',
      message: translate('en', 'secondFactorForConsole'),
    });
    const started = await post(
      app,
      API.startAuthenticator,
      { password: GOOD_PASSWORD },
      researcher.auth,
    );
    const { secret } = ZStartAuthenticatorResponse.parse(started.json()).data;
    await post(app, API.confirmAuthenticator, { code: await codeNow(secret) }, researcher.auth);
    expect((await get(app, FIRST_OVERVIEW, researcher.auth)).statusCode).toBe(200);

    // A sign-in with the password alone cannot reach a verified session: it needs the code.
    const token = await firstStep(researcher.user.email);
    clock.advance(30_000);
    const second = ZLoginResponse.parse(
      (await secondStep({ token, code: await codeNow(secret) })).json(),
    ).data.user_details.auth_token;
    expect((await get(app, FIRST_OVERVIEW, { authorization: `Bearer ${second}` })).statusCode).toBe(
      200,
    );

    // Removing the app closes the console on every session of the account.
    await post(app, API.removeAuthenticator, { password: GOOD_PASSWORD }, researcher.auth);
    expect(errorOf(await get(app, FIRST_OVERVIEW, researcher.auth)).type).toBe(
      'SECOND_FACTOR_REQUIRED',
    );
  });
});
