import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  MESSAGES,
  ZCheckEmailVerificationResponse,
  ZResendVerificationResponse,
} from '@resona/contract';
import { users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildSignedInUser, buildUser, uniqueEmail } from '../../test/factories.ts';
import { errorOf, fillRateLimit } from '../../test/http.ts';

const { app, db, clock, mails } = await createTestApp();
const en = MESSAGES.en;

/** The token of the newest verification mail to an address. */
function lastLinkTo(email: string) {
  const mail = mails.filter((m) => m.to === email).at(-1);
  const url = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
  return { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
}

const resend = (email: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `${API.resendVerificationEmail}?email=${encodeURIComponent(email)}`,
    headers,
  });
const verify = (payload: object) => app.inject({ method: 'POST', url: API.verifyEmail, payload });

describe('GET check-email-verification', () => {
  it("answers the signed-in user's flags and ignores the email in the query", async () => {
    const other = await buildUser(db, { isVerified: true });
    const me = await buildSignedInUser(db, clock.now(), { isVerified: false, isSubscribed: true });
    const res = await app.inject({
      method: 'GET',
      url: `${API.checkEmailVerification}?email=${encodeURIComponent(other.user.email)}`,
      headers: me.auth,
    });
    const body = ZCheckEmailVerificationResponse.parse(res.json());
    expect(body.data.user_detail).toEqual({
      is_verified: 0,
      is_subscribe: 1,
      is_survey_complete: 0,
    });
  });

  it('is for signed-in users only', async () => {
    const res = await app.inject({ method: 'GET', url: API.checkEmailVerification });
    expect(errorOf(res)).toMatchObject({ status: 401, type: 'UNAUTHORIZED' });
  });
});

describe('GET resend-verification-email', () => {
  it('answers alike for unknown, verified and unverified addresses, and mails only the last', async () => {
    const verified = await buildUser(db, { isVerified: true });
    const pending = await buildUser(db, { isVerified: false });
    const before = mails.length;
    const replies = [
      await resend(uniqueEmail('ghost')),
      await resend(verified.user.email),
      await resend(pending.user.email),
    ];
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(replies[0]!.body);
    }
    expect(ZResendVerificationResponse.parse(replies[0]!.json()).data).toEqual({
      status: true,
      message: en.verificationSentIfExists,
      is_verified: 0,
    });
    expect(mails.slice(before).map((m) => m.to)).toEqual([pending.user.email]);
  });

  it('tells a signed-in verified user they are verified', async () => {
    const me = await buildSignedInUser(db, clock.now(), { isVerified: true });
    const res = await resend(me.user.email, me.auth);
    expect(res.json().data.is_verified).toBe(1);
  });

  it('tells the signed-in owner of the address what happened: sent, or sent a moment ago', async () => {
    const me = await buildSignedInUser(db, clock.now(), { isVerified: false });
    const count = () => mails.filter((m) => m.to === me.user.email).length;
    const first = ZResendVerificationResponse.parse((await resend(me.user.email, me.auth)).json());
    expect(first.message).toBe(en.verificationSent);
    expect(first.data).toEqual({ status: true, message: en.verificationSent, is_verified: 0 });
    expect(count()).toBe(1);
    // Within the minute the limit holds the mail back, and the owner is told so.
    const again = ZResendVerificationResponse.parse(
      (await resend(me.user.email.toUpperCase(), me.auth)).json(),
    );
    expect(again.data).toEqual({
      status: false,
      message: en.verificationSentRecently,
      is_verified: 0,
    });
    expect(count()).toBe(1);
    clock.advance(61_000);
    expect((await resend(me.user.email, me.auth)).json().data.status).toBe(true);
    expect(count()).toBe(2);
  });

  it("answers a signed-in user asking for another person's address as anyone is answered", async () => {
    const me = await buildSignedInUser(db, clock.now(), { isVerified: false });
    const other = await buildUser(db, { isVerified: false });
    const res = await resend(other.user.email, me.auth);
    expect(ZResendVerificationResponse.parse(res.json()).data).toEqual({
      status: true,
      message: en.verificationSentIfExists,
      is_verified: 0,
    });
    expect(mails.filter((m) => m.to === me.user.email)).toHaveLength(0);
  });

  it('sends at most one mail a minute and five an hour to one recipient, silently', async () => {
    const { user } = await buildUser(db, { isVerified: false });
    const count = () => mails.filter((m) => m.to === user.email).length;
    await resend(user.email);
    const second = await resend(user.email);
    expect(second.statusCode).toBe(200);
    expect(count()).toBe(1);
    for (let i = 0; i < 6; i++) {
      clock.advance(61_000);
      expect((await resend(user.email)).statusCode).toBe(200);
    }
    expect(count()).toBe(5);
  });

  it('refuses a malformed address', async () => {
    expect(errorOf(await resend('nope')).message).toBe('Please enter a valid email address');
  });

  it('answers TOO_MANY_REQUESTS past the per-address limit', async () => {
    await fillRateLimit(db, 'resend:ip:10.3.3.3', 30, clock.now());
    const res = await app.inject({
      method: 'GET',
      url: `${API.resendVerificationEmail}?email=a%40b.cd`,
      remoteAddress: '10.3.3.3',
    });
    expect(errorOf(res).status).toBe(429);
  });
});

describe('POST verify-email', () => {
  async function pendingUserWithLink() {
    const { user } = await buildUser(db, { isVerified: false });
    await resend(user.email);
    return { user, link: lastLinkTo(user.email) };
  }

  it('verifies with the link, once; a second click by the now verified person is answered kindly', async () => {
    const { user, link } = await pendingUserWithLink();
    const res = await verify(link);
    expect(res.json()).toMatchObject({
      status_code: 200,
      message: 'Email verified successfully',
      data: { is_verified: 1 },
    });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isVerified).toBe(true);
    expect((await verify(link)).json().data.is_verified).toBe(1);
  });

  it('refuses a link older than 24 hours with TOKEN_EXPIRED', async () => {
    const { link } = await pendingUserWithLink();
    clock.advance(24 * 3600 * 1000 + 1000);
    expect(errorOf(await verify(link))).toMatchObject({
      type: 'TOKEN_EXPIRED',
      message: en.tokenExpired,
    });
  });

  it('refuses an older link once a newer one was sent, and a used link of an unverified account', async () => {
    const { user, link: first } = await pendingUserWithLink();
    clock.advance(61_000);
    await resend(user.email);
    expect(errorOf(await verify(first))).toMatchObject({
      type: 'INVALID_TOKEN',
      message: en.invalidToken,
    });
    const second = lastLinkTo(user.email);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it("refuses a token sent with another person's address, and unknown tokens", async () => {
    const { link } = await pendingUserWithLink();
    const other = await buildUser(db, { isVerified: false });
    expect(errorOf(await verify({ email: other.user.email, token: link.token })).type).toBe(
      'INVALID_TOKEN',
    );
    expect(errorOf(await verify({ email: link.email, token: 'made-up' })).type).toBe(
      'INVALID_TOKEN',
    );
    const [row] = await db.select().from(users).where(eq(users.id, other.user.id));
    expect(row!.isVerified).toBe(false);
  });

  it.each([
    [{ token: 'x' }, 'Email is required'],
    [{ email: 'bad', token: 'x' }, 'Please enter a valid email address'],
    [{ email: 'a@b.cd', token: '' }, en.invalidToken],
  ])('refuses %j', async (body, message) => {
    expect(errorOf(await verify(body))).toMatchObject({ type: 'VALIDATION_ERROR', message });
  });
});
