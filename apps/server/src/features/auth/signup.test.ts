import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, ZProfileInfoResponse, ZSignupResponse } from '@resona/contract';
import { accessCodeRedemptions, accessCodes, sessions, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildAccessCode, buildUser, GOOD_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { errorOf, fillRateLimit } from '../../test/http.ts';

const { app, db, clock, mails } = await createTestApp();
const en = MESSAGES.en;
// The exact texts of spec §5.
const RULE =
  'Password must be at least 8 characters with one uppercase letter, one special character and at least one number';

async function signupBody(overrides: Record<string, unknown> = {}) {
  const code = await buildAccessCode(db);
  return {
    email: uniqueEmail('signup'),
    password: GOOD_PASSWORD,
    confirm_password: GOOD_PASSWORD,
    access_code: code.code.toLowerCase(),
    meditation: 2,
    age_group: 3,
    gender_id: 1,
    default_language: 1,
    firebase_token: 'fcm-token',
    ...overrides,
  };
}

const signup = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: API.signup, payload, headers });

describe('POST signup', () => {
  it('creates an unverified user with a session, takes one use of the code, mails a link', async () => {
    const body = await signupBody({ default_language: 2 });
    const res = await signup(body, {
      'device-id': 'dev-1',
      'device-type': '3',
      timezone: 'Europe/Paris',
    });
    expect(res.statusCode).toBe(200);
    const reply = ZSignupResponse.parse(res.json());
    // The reply speaks the language the person just chose.
    expect(reply.message).toBe(MESSAGES.fr.signupSuccess);
    const details = reply.data.user_details;
    expect(details).toMatchObject({
      email: body.email,
      is_verified: 0,
      is_subscribe: 0,
      is_tutorial: 1,
      default_language: 2,
      age_group: 3,
      gender_id: 1,
      meditation: 2,
      device_id: 'dev-1',
      device_timezone: 'Europe/Paris',
      has_program: 0,
      social_accounts: { socialAccountID: null },
    });
    expect(details.userID).toBe(details.id);

    const [row] = await db.select().from(users).where(eq(users.id, details.id));
    const [code] = await db
      .select()
      .from(accessCodes)
      .where(eq(accessCodes.id, row!.signupAccessCodeId!));
    expect(code!.code.toLowerCase()).toBe(body.access_code);
    expect(code!.uses).toBe(1);
    const redeemed = await db
      .select()
      .from(accessCodeRedemptions)
      .where(eq(accessCodeRedemptions.userId, details.id));
    expect(redeemed.map((r) => r.accessCodeId)).toEqual([code!.id]);
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, details.id));
    expect(session).toMatchObject({ deviceId: 'dev-1', deviceType: 3, firebaseToken: 'fcm-token' });

    const mail = mails.find((m) => m.to === body.email)!;
    expect(mail.text).toContain(
      `http://localhost:3000/verify-email?email=${encodeURIComponent(body.email)}&token=`,
    );
    expect(mail.html).toContain('lang="fr"');

    const profile = await app.inject({
      method: 'GET',
      url: API.profileInfo,
      headers: { authorization: `Bearer ${details.auth_token}` },
    });
    expect(ZProfileInfoResponse.parse(profile.json()).data.user_details.id).toBe(details.id);
  });

  it("counts its mail in the resend limit: a Resend a moment later does not close the mail's link", async () => {
    const body = await signupBody();
    const token = ZSignupResponse.parse((await signup(body)).json()).data.user_details.auth_token;
    const resend = await app.inject({
      method: 'GET',
      url: `${API.resendVerificationEmail}?email=${encodeURIComponent(body.email)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(resend.json().data).toMatchObject({
      status: false,
      message: en.verificationSentRecently,
    });
    expect(mails.filter((m) => m.to === body.email)).toHaveLength(1);
  });

  it.each([
    ['email', undefined, 'Email is required'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', 'a@b.toolongtld', 'Please enter a valid email address'],
    ['password', 'alllowercase1!', RULE],
    ['password', 'NoDigits!!', RULE],
    ['password', 'NoSpecial123', RULE],
    ['password', 'Sh0rt!', RULE],
    ['password', `Aa1!${'x'.repeat(130)}`, en.passwordTooLong],
    ['confirm_password', 'Other-Lantern-42!', 'Passwords does not match'],
    ['access_code', '', 'Access code is required'],
    ['access_code', undefined, 'Access code is required'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const res = await signup(await signupBody({ [field]: value }));
    expect(errorOf(res)).toMatchObject({ status: 400, type: 'VALIDATION_ERROR', message });
  });

  it('refuses a common password, even dressed up to pass the rule', async () => {
    for (const password of ['Password1!', 'P@ssw0rd', 'Welcome123!', 'Qwerty2024#']) {
      const res = await signup(await signupBody({ password, confirm_password: password }));
      expect(errorOf(res)).toMatchObject({
        type: 'VALIDATION_ERROR',
        message: en.passwordCommon,
        fields: { password: 'passwordCommon' },
      });
    }
  });

  it('refuses an age group below the minimum age with its own message', async () => {
    const res = await signup(await signupBody({ age_group: 1 }));
    expect(errorOf(res)).toMatchObject({
      status: 400,
      type: 'AGE_NOT_ALLOWED',
      message: en.ageNotAllowed.replace('{{minAge}}', '16'),
    });
  });

  it.each(['age_group', 'gender_id', 'meditation'])('refuses an unknown %s id', async (field) => {
    const res = await signup(await signupBody({ [field]: 999 }));
    expect(errorOf(res)).toMatchObject({
      type: 'VALIDATION_ERROR',
      fields: { [field]: 'fieldInvalid' },
    });
  });

  it('refuses unknown, expired, revoked and used-up access codes', async () => {
    const past = new Date(clock.now().getTime() - 1000);
    const codes = [
      'NOPE-0000',
      (await buildAccessCode(db, { expiresAt: past })).code,
      (await buildAccessCode(db, { revokedAt: past })).code,
      (await buildAccessCode(db, { uses: 1, useLimit: 1 })).code,
    ];
    for (const access_code of codes) {
      const res = await signup(await signupBody({ access_code }));
      expect(errorOf(res)).toMatchObject({
        type: 'INVALID_ACCESS_CODE',
        message: en.invalidAccessCode,
      });
    }
  });

  it('lets exactly one of twenty parallel sign-ups with a single-use code make an account', async () => {
    const code = await buildAccessCode(db, { useLimit: 1 });
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () => signupBody({ access_code: code.code })),
    );
    const replies = await Promise.all(
      bodies.map((payload, i) =>
        app.inject({ method: 'POST', url: API.signup, payload, remoteAddress: `10.20.0.${i + 1}` }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => errorOf(r).type === 'INVALID_ACCESS_CODE')).toHaveLength(19);
    const holders = await db.select().from(users).where(eq(users.signupAccessCodeId, code.id));
    expect(holders).toHaveLength(1);
    const [row] = await db.select().from(accessCodes).where(eq(accessCodes.id, code.id));
    expect(row!.uses).toBe(1);
    // The losers left no account behind: their addresses are still free.
    const made = await Promise.all(
      bodies.map((b) => db.select().from(users).where(eq(users.email, b.email))),
    );
    expect(made.flat()).toHaveLength(1);
  });

  it('refuses a second sign-up with a single-use code someone already signed up with', async () => {
    const code = await buildAccessCode(db, { useLimit: 1 });
    expect((await signup(await signupBody({ access_code: code.code }))).statusCode).toBe(200);
    const res = await signup(await signupBody({ access_code: code.code }));
    expect(errorOf(res)).toMatchObject({
      type: 'INVALID_ACCESS_CODE',
      message: en.invalidAccessCode,
    });
  });

  it('refuses an address already registered, in any letter case', async () => {
    const { user } = await buildUser(db);
    const res = await signup(await signupBody({ email: user.email.toUpperCase() }));
    expect(errorOf(res)).toMatchObject({
      status: 400,
      type: 'EMAIL_TAKEN',
      message: en.emailTaken,
    });
  });

  it('ignores fields a client must not set (mass assignment)', async () => {
    const body = await signupBody({
      is_verified: 1,
      is_subscribe: 1,
      is_survey_complete: 1,
      role: 'admin',
      isVerified: true,
      isSubscribed: true,
      id: 1,
      user_id: 1,
    });
    const res = await signup(body);
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({
      isVerified: false,
      isSubscribed: false,
      isSurveyComplete: false,
      role: 'participant',
    });
    expect(row!.id).not.toBe(1);
  });

  it('answers TOO_MANY_REQUESTS once an address made 30 sign-ups in 5 minutes', async () => {
    await fillRateLimit(db, 'signup:ip:10.9.9.9', 30, clock.now());
    const res = await app.inject({
      method: 'POST',
      url: API.signup,
      payload: await signupBody(),
      remoteAddress: '10.9.9.9',
    });
    expect(errorOf(res)).toMatchObject({ status: 429, type: 'TOO_MANY_REQUESTS' });
  });
});
