import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, ZChangePasswordResponse, ZProfileInfoResponse } from '@resona/contract';
import { oneTimeTokens, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser, buildUser, GOOD_PASSWORD } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { createSession } from '../../../core/session-queries.ts';
import { issueToken } from '../../auth/one-time-tokens.ts';
import { get, post, type Auth } from '../../sessions/test-helpers.ts';

const { app, db, clock } = await createTestApp();
const NEW_PASSWORD = 'Quiet-Harbour-77?';
const signIn = (overrides: Parameters<typeof buildSignedInUser>[2] = {}) =>
  buildSignedInUser(db, clock.now(), overrides);
const change = (auth: Auth | undefined, body: Record<string, unknown>) =>
  post(app, API.changePassword, body, auth);
const valid = {
  old_password: GOOD_PASSWORD,
  new_password: NEW_PASSWORD,
  confirm_password: NEW_PASSWORD,
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST change-password', () => {
  it('sets the new password, keeps this device and signs every other device out', async () => {
    const { user, auth } = await signIn();
    const phone = await createSession(db, { userId: user.id }, clock.now());
    const tablet = await createSession(db, { userId: user.id }, clock.now());
    const stranger = await signIn();
    const reset = await issueToken(db, user.id, 'reset_password', clock.now());

    const res = await change(auth, valid);
    expect(res.statusCode).toBe(200);
    expect(ZChangePasswordResponse.parse(res.json())).toEqual({
      status_code: 200,
      message: 'Password changed successfully. Your other devices have been signed out',
      data: { other_sessions_ended: 2 },
    });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash!, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(row!.passwordHash!, GOOD_PASSWORD)).toBe(false);
    // This device goes on; the others meet USER_NOT_FOUND (spec §8: they go to /login).
    expect((await get(app, API.profileInfo, auth)).statusCode).toBe(200);
    for (const token of [phone, tablet]) {
      expect(errorOf(await get(app, API.profileInfo, bearer(token)))).toMatchObject({
        status: 400,
        type: 'USER_NOT_FOUND',
      });
    }
    expect((await get(app, API.profileInfo, stranger.auth)).statusCode).toBe(200);
    // A reset link mailed before the change no longer works.
    const open = await db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'reset_password')));
    expect(open).toEqual([]);
    expect(reset).toBeTruthy();
    // Signing in works with the new password only.
    const login = (password: string) =>
      post(app, API.login, { email: user.email, password }, { 'x-forwarded-for': '10.9.9.9' });
    expect((await login(GOOD_PASSWORD)).statusCode).toBe(400);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("gives the spec's message for a wrong old password and changes nothing", async () => {
    const { user, auth } = await signIn();
    const other = await createSession(db, { userId: user.id }, clock.now());
    expect(
      errorOf(await change(auth, { ...valid, old_password: 'Not-The-Password-1!' })),
    ).toMatchObject({
      status: 400,
      type: 'INVALID_CREDENTIALS',
      message: "Passwork didn't match",
      fields: { old_password: 'oldPasswordWrong' },
    });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash!, GOOD_PASSWORD)).toBe(true);
    expect((await get(app, API.profileInfo, bearer(other))).statusCode).toBe(200);
  });

  it.each([
    [
      { ...valid, old_password: '' },
      'old_password',
      'oldPasswordRequired',
      'Old password is required',
    ],
    [
      { ...valid, new_password: '', confirm_password: '' },
      'new_password',
      'passwordRequired',
      'Password is required',
    ],
    [
      { ...valid, new_password: 'lowercase1!', confirm_password: 'lowercase1!' },
      'new_password',
      'passwordRule',
      'Password must be at least 8 characters with one uppercase letter, one special character and at least one number',
    ],
    [
      { ...valid, new_password: 'Short1!', confirm_password: 'Short1!' },
      'new_password',
      'passwordRule',
      'Password must be at least 8 characters with one uppercase letter, one special character and at least one number',
    ],
    [
      { ...valid, confirm_password: '' },
      'confirm_password',
      'confirmPasswordRequired',
      'Confirm password is required',
    ],
    [
      { ...valid, confirm_password: 'Quiet-Harbour-78?' },
      'confirm_password',
      'passwordsMismatch',
      'Passwords does not match',
    ],
  ])('refuses %j with its message', async (body, field, key, message) => {
    const { auth } = await signIn();
    expect(errorOf(await change(auth, body))).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      message,
      fields: { [field]: key },
    });
  });

  it('refuses a common password', async () => {
    const { auth } = await signIn();
    expect(
      errorOf(
        await change(auth, {
          ...valid,
          new_password: 'Password1!',
          confirm_password: 'Password1!',
        }),
      ),
    ).toMatchObject({ status: 400, fields: { new_password: 'passwordCommon' } });
  });

  it('is refused for an account without a password, and signed out', async () => {
    const social = await buildUser(db, {});
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, social.user.id));
    const token = await createSession(db, { userId: social.user.id }, clock.now());
    expect(errorOf(await change(bearer(token), valid))).toMatchObject({
      status: 403,
      type: 'FORBIDDEN',
      message: 'This account signs in with Google or Facebook and has no password to change',
    });
    const profile = ZProfileInfoResponse.parse(
      (await get(app, API.profileInfo, bearer(token))).json(),
    );
    expect(profile.data.user_details.has_password).toBe(0);
    expect(errorOf(await change(undefined, valid)).status).toBe(401);
  });

  it('limits guesses of the old password per account', async () => {
    const { auth } = await signIn();
    const wrong = { ...valid, old_password: 'Wrong-Guess-00!' };
    for (let i = 0; i < 10; i++) expect((await change(auth, wrong)).statusCode).toBe(400);
    expect(errorOf(await change(auth, valid))).toMatchObject({
      status: 429,
      type: 'TOO_MANY_REQUESTS',
    });
  });
});
