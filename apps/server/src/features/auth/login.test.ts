import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, MESSAGES, ZLoginResponse } from '@resona/contract';
import { sessions, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildUser, GOOD_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { errorOf, fillRateLimit, multipart, urlencoded } from '../../test/http.ts';
import { recordLoginFailure } from './login-lockout.ts';
import { hashPassword } from './passwords.ts';

const { app, db, clock } = await createTestApp();
const en = MESSAGES.en;

// Each test signs in from its own address, so the per-address limit of one never trips another.
let testIp = 0;
let ip = '';
beforeEach(() => {
  ip = `10.0.${++testIp}.1`;
});

const login = (payload: object, headers: Record<string, string> = {}, remoteAddress = ip) =>
  app.inject({ method: 'POST', url: API.login, payload, headers, remoteAddress });

describe('POST login', () => {
  it('signs in with JSON, url-encoded and multipart bodies, a new session each time', async () => {
    const { user, password } = await buildUser(db, { isVerified: false });
    const fields = { email: user.email.toUpperCase(), password, firebase_token: 'fcm' };
    const bodies = [{ payload: fields, headers: {} }, urlencoded(fields), await multipart(fields)];
    const tokens = new Set<string>();
    for (const body of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: API.login,
        remoteAddress: ip,
        payload: body.payload,
        headers: { ...body.headers, 'device-id': 'browser-7', 'device-type': '3' },
      });
      expect(res.statusCode).toBe(200);
      const reply = ZLoginResponse.parse(res.json());
      expect(reply.message).toBe('Login successfully');
      // Unverified users can sign in; the web app routes them to /check.
      expect(reply.data.user_details).toMatchObject({ id: user.id, is_verified: 0 });
      tokens.add(reply.data.user_details.auth_token);
    }
    expect(tokens.size).toBe(3);
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ deviceId: 'browser-7', deviceType: 3, firebaseToken: 'fcm' });
  });

  it('gives the same body for an unknown address and a wrong password', async () => {
    const { user } = await buildUser(db);
    const unknown = await login({ email: uniqueEmail('nobody'), password: GOOD_PASSWORD });
    const wrong = await login({ email: user.email, password: 'Wrong-Password-1!' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.body).toBe(unknown.body);
    expect(errorOf(wrong)).toMatchObject({
      type: 'INVALID_CREDENTIALS',
      message: en.invalidCredentials,
    });
  });

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: 'nope', password: 'x' }, 'Please enter a valid email address'],
    [{ email: 'a@b.cd' }, en.passwordRequired],
  ])('refuses %j with "%s"', async (body, message) => {
    expect(errorOf(await login(body))).toMatchObject({ type: 'VALIDATION_ERROR', message });
  });

  it('slows a client down after 5 failures for an address, doubling, and forgets it after a success', async () => {
    const { user, password } = await buildUser(db);
    const bad = { email: user.email, password: 'Wrong-Password-1!' };
    for (let i = 0; i < 4; i++) expect(errorOf(await login(bad)).type).toBe('INVALID_CREDENTIALS');
    // The fifth failure starts a 1 s delay.
    expect(errorOf(await login(bad)).type).toBe('INVALID_CREDENTIALS');
    const blocked = await login({ email: user.email, password });
    expect(errorOf(blocked)).toMatchObject({ status: 429, type: 'TOO_MANY_REQUESTS' });
    clock.advance(1_100);
    // The sixth failure doubles the delay to 2 s.
    expect(errorOf(await login(bad)).type).toBe('INVALID_CREDENTIALS');
    clock.advance(1_100);
    expect(errorOf(await login({ email: user.email, password })).status).toBe(429);
    clock.advance(1_000);
    expect((await login({ email: user.email, password })).statusCode).toBe(200);
    // The success forgot this client's failures: the next mistake is free again.
    expect(errorOf(await login(bad)).type).toBe('INVALID_CREDENTIALS');
  });

  it('forgets failures an hour old: the lock-out is never permanent', async () => {
    const { user, password } = await buildUser(db);
    for (let i = 0; i < 12; i++) await login({ email: user.email, password: 'Wrong-Password-1!' });
    clock.advance(60 * 60_000 + 1_000);
    expect((await login({ email: user.email, password })).statusCode).toBe(200);
  });

  it('stops guessing at 100 failures an hour for one address, however many clients', async () => {
    const { user, password } = await buildUser(db);
    const bad = { email: user.email, password: 'Wrong-Password-1!' };
    // Four from each of 25 clients, so no client reaches its own delay: 96 counted directly
    // (argon2 a hundred times would take long on a busy machine), the last four through HTTP.
    for (let client = 0; client < 24; client++) {
      for (let i = 0; i < 4; i++) {
        await recordLoginFailure(db, user.email, `10.60.${client}.1`, clock.now());
      }
    }
    for (let i = 0; i < 4; i++) {
      expect((await login(bad, {}, '10.60.24.1')).statusCode).toBe(400);
    }
    expect(errorOf(await login(bad, {}, '10.61.0.1')).status).toBe(429);
    expect(errorOf(await login({ email: user.email, password }, {}, '10.61.0.2')).status).toBe(429);
    // Another address is not touched, and the ceiling lifts within the hour's window.
    const other = await buildUser(db);
    const fine = { email: other.user.email, password: other.password };
    expect((await login(fine, {}, '10.61.0.3')).statusCode).toBe(200);
    clock.advance(60 * 60_000 + 1_000);
    expect((await login({ email: user.email, password }, {}, '10.61.0.4')).statusCode).toBe(200);
  });

  it('lets the owner in from a device they signed in on before, past the ceiling; no one else', async () => {
    const { user, password } = await buildUser(db);
    const owner = { email: user.email, password };
    const first = await login(owner, {}, '10.62.0.1');
    const deviceToken = ZLoginResponse.parse(first.json()).data.device_token!;
    expect(deviceToken).toMatch(/^v1\.\d+\./);
    // Someone guesses from everywhere until the address is shut.
    for (let client = 0; client < 25; client++) {
      for (let i = 0; i < 4; i++) {
        await recordLoginFailure(db, user.email, `10.63.${client}.1`, clock.now());
      }
    }
    expect(errorOf(await login(owner, {}, '10.62.0.2')).status).toBe(429);
    // The owner's browser still gets in, from wherever it is, with the right password only.
    const back = await login({ ...owner, device_token: deviceToken }, {}, '10.62.0.3');
    expect(back.statusCode, back.body).toBe(200);
    expect(
      errorOf(
        await login(
          { ...owner, password: 'Wrong-Password-1!', device_token: deviceToken },
          {},
          '10.62.0.4',
        ),
      ).type,
    ).toBe('INVALID_CREDENTIALS');
    // Another account's device token, a changed one, or none: the stranger waits.
    const other = await buildUser(db);
    const otherToken = ZLoginResponse.parse(
      (await login({ email: other.user.email, password: other.password }, {}, '10.62.0.5')).json(),
    ).data.device_token!;
    const parts = deviceToken.split('.');
    const forged = [parts[0], String(other.user.id), parts[2], parts[3]].join('.');
    for (const device_token of [otherToken, forged, `${deviceToken}x`, 'v1.1.2.3']) {
      expect(
        errorOf(await login({ ...owner, device_token }, {}, '10.62.0.6')).status,
        device_token,
      ).toBe(429);
    }
  });

  it('re-hashes a password made with old parameters at sign-in', async () => {
    const { user, password } = await buildUser(db);
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash(password, {
      memoryCost: 8192,
      timeCost: 1,
      parallelism: 1,
      algorithm: 2,
    });
    await db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
    expect((await login({ email: user.email, password })).statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).not.toBe(weak);
    expect(row!.passwordHash).toContain('m=19456,t=2,p=1');
  });

  it('answers TOO_MANY_REQUESTS after 10 sign-in attempts a minute from one address', async () => {
    await fillRateLimit(db, 'login:ip:10.1.1.1', 10, clock.now());
    const { user, password } = await buildUser(db);
    const res = await login({ email: user.email, password }, {}, '10.1.1.1');
    expect(errorOf(res)).toMatchObject({ status: 429, type: 'TOO_MANY_REQUESTS' });
    clock.advance(61_000);
    expect((await login({ email: user.email, password }, {}, '10.1.1.1')).statusCode).toBe(200);
  });

  it('counts real attempts against the per-address limit', async () => {
    // A new address each time, so the lock-out of one address and client stays out of it.
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const body = { email: uniqueEmail('limit'), password: 'x' };
      codes.push((await login(body, {}, '10.2.2.2')).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('POST login with the study pre-survey', async () => {
  const study = await createTestApp({ env: { STUDY_PRESURVEY_URL: 'https://survey.example/pre' } });

  it('holds a correct sign-in with INVALID_PRESURVEY_PENDING and mails the survey link', async () => {
    const email = uniqueEmail('study');
    const [user] = await study.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(GOOD_PASSWORD), isVerified: true })
      .returning();
    const body = { email, password: GOOD_PASSWORD };
    const held = await study.app.inject({ method: 'POST', url: API.login, payload: body });
    expect(errorOf(held)).toMatchObject({ status: 400, type: 'INVALID_PRESURVEY_PENDING' });
    expect(
      await study.db.select().from(sessions).where(eq(sessions.userId, user!.id)),
    ).toHaveLength(0);
    // A wrong password is still just a wrong password.
    const wrong = await study.app.inject({
      method: 'POST',
      url: API.login,
      payload: { email, password: 'Wrong-Password-1!' },
    });
    expect(errorOf(wrong).type).toBe('INVALID_CREDENTIALS');

    // The right password earned a link to the account's own address; a wrong one did not.
    const sent = study.mails.filter((m) => m.to === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(en.mailStudySubject);
    const link = new URL(/https:\/\/survey\.example\/pre\?\S+/.exec(sent[0]!.text)![0]);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(link.searchParams.has('email')).toBe(false);

    // The address alone lifts nothing; the outside questionnaire's return with the token does.
    const byAddress = await study.app.inject({
      method: 'POST',
      url: API.surveyCompleted,
      payload: { email },
    });
    expect(errorOf(byAddress).type).toBe('INVALID_TOKEN');
    expect(
      errorOf(await study.app.inject({ method: 'POST', url: API.login, payload: body })).type,
    ).toBe('INVALID_PRESURVEY_PENDING');
    const done = await study.app.inject({
      method: 'POST',
      url: API.surveyCompleted,
      payload: { token, kind: 'pre' },
    });
    expect(done.json()).toMatchObject({ status_code: 200, message: en.surveyCompleted });
    const res = await study.app.inject({ method: 'POST', url: API.login, payload: body });
    expect(res.statusCode).toBe(200);
  });
});
