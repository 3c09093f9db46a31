import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@resona/contract';
import { sessions, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildSignedInUser, buildUser, uniqueEmail } from '../../test/factories.ts';
import { errorOf, fillRateLimit, urlencoded } from '../../test/http.ts';

const { app, db, clock, mails } = await createTestApp();
const en = MESSAGES.en;
const NEW_PASSWORD = 'Quiet-Harbour-77#';

const reset = (email: string, remoteAddress?: string) =>
  app.inject({
    method: 'PATCH',
    url: API.resetPassword,
    ...urlencoded({ email, firebase_token: 'x' }),
    remoteAddress,
  });
const setPassword = (payload: object) =>
  app.inject({ method: 'POST', url: API.newPassword, payload });

function lastTokenTo(email: string) {
  const mail = mails.filter((m) => m.to === email).at(-1)!;
  const link = mail.text.match(/https?:\/\/\S+/)![0];
  expect(link.startsWith('http://localhost:3000/reset-password?token=')).toBe(true);
  return new URL(link).searchParams.get('token')!;
}

describe('PATCH reset-password', () => {
  it('answers alike for known and unknown addresses and mails only the known one', async () => {
    const { user } = await buildUser(db);
    const before = mails.length;
    const known = await reset(user.email);
    const unknown = await reset(uniqueEmail('ghost'));
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(en.resetSent);
    expect(mails.slice(before).map((m) => m.to)).toEqual([user.email]);
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const { user } = await buildUser(db);
    await app.inject({
      method: 'PATCH',
      url: API.resetPassword,
      payload: { email: user.email },
      headers: { host: 'evil.example' },
    });
    expect(mails.at(-1)!.text).not.toContain('evil.example');
    lastTokenTo(user.email);
  });

  it('accepts JSON too, refuses a malformed address, and is rate limited per address', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: API.resetPassword,
      payload: { email: '' },
    });
    expect(errorOf(res).message).toBe('Email is required');
    await fillRateLimit(db, 'reset:ip:10.4.4.4', 30, clock.now());
    expect(errorOf(await reset('a@b.cd', '10.4.4.4')).status).toBe(429);
  });
});

describe('mail limits across kinds', () => {
  it('lets a reset mail follow a verification mail within the minute', async () => {
    const { user } = await buildUser(db, { isVerified: false });
    await app.inject({
      method: 'GET',
      url: `${API.resendVerificationEmail}?email=${encodeURIComponent(user.email)}`,
    });
    await reset(user.email);
    await reset(user.email);
    const kinds = mails
      .filter((m) => m.to === user.email)
      .map((m) => (m.text.includes('/reset-password?') ? 'reset' : 'verify'));
    expect(kinds).toEqual(['verify', 'reset']);
  });
});

describe('POST new-password', () => {
  it('counts the address as verified, since the link reached it', async () => {
    const { user } = await buildUser(db, { isVerified: false });
    await reset(user.email);
    const token = lastTokenTo(user.email);
    await setPassword({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isVerified).toBe(true);
  });

  it('sets the password, signs every device out, clears the lock-out, and the link works once', async () => {
    const { user, auth } = await buildSignedInUser(db, clock.now());
    await buildSignedInUser(db, clock.now()); // someone else's session survives
    const client = '10.77.0.1';
    const signIn = (password: string) =>
      app.inject({
        method: 'POST',
        url: API.login,
        payload: { email: user.email, password },
        remoteAddress: client,
      });
    for (let i = 0; i < 5; i++) await signIn('Wrong-Password-1!');
    expect((await signIn('Wrong-Password-1!')).statusCode).toBe(429);
    await reset(user.email);
    const token = lastTokenTo(user.email);
    const body = { token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    const res = await setPassword(body);
    expect(res.json()).toMatchObject({ status_code: 200, message: en.passwordResetDone });
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const old = await app.inject({ method: 'GET', url: API.profileInfo, headers: auth });
    expect(errorOf(old).type).toBe('USER_NOT_FOUND');
    // From the very client that was locked out a moment ago.
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
    expect(errorOf(await setPassword(body))).toMatchObject({ type: 'INVALID_TOKEN' });
  });

  it('refuses a link older than one hour, and an older link once a newer one was sent', async () => {
    const { user } = await buildUser(db);
    await reset(user.email);
    const first = lastTokenTo(user.email);
    clock.advance(61_000);
    await reset(user.email);
    const second = lastTokenTo(user.email);
    const body = { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect(errorOf(await setPassword({ ...body, token: first })).type).toBe('INVALID_TOKEN');
    clock.advance(3600 * 1000);
    expect(errorOf(await setPassword({ ...body, token: second }))).toMatchObject({
      type: 'TOKEN_EXPIRED',
      message: en.tokenExpired,
    });
  });

  it('refuses a common password and the validation cases of spec §5', async () => {
    const { user } = await buildUser(db);
    await reset(user.email);
    const token = lastTokenTo(user.email);
    const common = await setPassword({
      token,
      password: 'Password123!',
      confirm_password: 'Password123!',
    });
    expect(errorOf(common)).toMatchObject({ type: 'VALIDATION_ERROR', message: en.passwordCommon });
    const mismatch = await setPassword({ token, password: NEW_PASSWORD, confirm_password: 'x' });
    expect(errorOf(mismatch).message).toBe('Passwords does not match');
    const weak = await setPassword({ token, password: 'weakpass', confirm_password: 'weakpass' });
    expect(errorOf(weak).message).toBe(en.passwordRule);
    // The token was not spent by the refusals.
    const good = await setPassword({
      token,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(good.statusCode).toBe(200);
  });
});
