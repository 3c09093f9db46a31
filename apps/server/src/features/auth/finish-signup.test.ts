import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, ZFinishSignupResponse, ZProfileInfoResponse } from '@resona/contract';
import { accessCodeRedemptions, accessCodes, sessions, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildAccessCode, buildSignedInUser } from '../../test/factories.ts';
import { errorOf, fillRateLimit } from '../../test/http.ts';

const { app, db, clock } = await createTestApp();
const en = MESSAGES.en;

const finish = (auth: Record<string, string>, access_code?: string) =>
  app.inject({ method: 'POST', url: API.finishSignup, headers: auth, payload: { access_code } });

describe('POST finish-signup', () => {
  it('redeems a code and subscribes the signed-in user', async () => {
    const me = await buildSignedInUser(db, clock.now());
    const code = await buildAccessCode(db);
    const res = await finish(me.auth, ` ${code.code.toLowerCase()} `);
    const body = ZFinishSignupResponse.parse(res.json());
    expect(body.message).toBe(en.accessCodeAccepted);
    expect(body.data.user_details).toMatchObject({ id: me.user.id, is_subscribe: 1 });
    expect('auth_token' in body.data.user_details).toBe(false);
    const [row] = await db.select().from(accessCodes).where(eq(accessCodes.id, code.id));
    expect(row!.uses).toBe(1);
  });

  it("says 'Please enter access code' for an empty code and refuses a bad one", async () => {
    const me = await buildSignedInUser(db, clock.now());
    expect(errorOf(await finish(me.auth, ''))).toMatchObject({
      type: 'VALIDATION_ERROR',
      message: 'Please enter access code',
    });
    expect(errorOf(await finish(me.auth))).toMatchObject({ message: 'Please enter access code' });
    expect(errorOf(await finish(me.auth, 'NOPE-NOPE'))).toMatchObject({
      type: 'INVALID_ACCESS_CODE',
      message: en.invalidAccessCode,
    });
    const [row] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.isSubscribed).toBe(false);
  });

  it('lets exactly one of twenty parallel redemptions of a single-use code through', async () => {
    const code = await buildAccessCode(db, { useLimit: 1 });
    const people = await Promise.all(
      Array.from({ length: 20 }, () => buildSignedInUser(db, clock.now())),
    );
    const replies = await Promise.all(people.map((p) => finish(p.auth, code.code)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => errorOf(r).type === 'INVALID_ACCESS_CODE')).toHaveLength(19);
    const redemptions = await db
      .select()
      .from(accessCodeRedemptions)
      .where(eq(accessCodeRedemptions.accessCodeId, code.id));
    expect(redemptions).toHaveLength(1);
    const [row] = await db.select().from(accessCodes).where(eq(accessCodes.id, code.id));
    expect(row!.uses).toBe(1);
  });

  it('takes one use only when the same person sends a multi-use code twice', async () => {
    const me = await buildSignedInUser(db, clock.now());
    const code = await buildAccessCode(db, { useLimit: 5 });
    expect((await finish(me.auth, code.code)).statusCode).toBe(200);
    expect((await finish(me.auth, code.code)).statusCode).toBe(200);
    const [row] = await db.select().from(accessCodes).where(eq(accessCodes.id, code.id));
    expect(row!.uses).toBe(1);
  });

  it('is for signed-in users only', async () => {
    expect(errorOf(await finish({}, 'X')).status).toBe(401);
  });

  it('answers TOO_MANY_REQUESTS after 10 tries a minute by one account', async () => {
    const me = await buildSignedInUser(db, clock.now());
    await fillRateLimit(db, `finish-signup:user:${me.user.id}`, 10, clock.now());
    expect(errorOf(await finish(me.auth, 'X')).status).toBe(429);
  });
});

describe('GET profile_info and logout', () => {
  it("answers only the caller's own profile", async () => {
    const me = await buildSignedInUser(db, clock.now());
    const other = await buildSignedInUser(db, clock.now());
    const res = await app.inject({
      method: 'GET',
      url: `${API.profileInfo}?user_id=${other.user.id}`,
      headers: me.auth,
    });
    const body = ZProfileInfoResponse.parse(res.json());
    expect(body.data.user_details.id).toBe(me.user.id);
    // has_password is a flag; the password and its hash never leave the server.
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/"password(_?hash)?"/i);
    expect(text).not.toContain('$argon2');
    expect(errorOf(await app.inject({ method: 'GET', url: API.profileInfo })).status).toBe(401);
  });

  it('ends only the current session; the token then answers USER_NOT_FOUND', async () => {
    const me = await buildSignedInUser(db, clock.now());
    const login = await app.inject({
      method: 'POST',
      url: API.login,
      payload: { email: me.user.email, password: me.password },
    });
    const second = { authorization: `Bearer ${login.json().data.user_details.auth_token}` };
    const res = await app.inject({ method: 'GET', url: API.logout, headers: me.auth });
    expect(res.json()).toMatchObject({ status_code: 200, message: en.logoutSuccess });
    expect(
      errorOf(await app.inject({ method: 'GET', url: API.profileInfo, headers: me.auth })),
    ).toMatchObject({
      status: 400,
      type: 'USER_NOT_FOUND',
    });
    expect(
      (await app.inject({ method: 'GET', url: API.profileInfo, headers: second })).statusCode,
    ).toBe(200);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toHaveLength(1);
    expect(errorOf(await app.inject({ method: 'GET', url: API.logout })).status).toBe(401);
  });

  it('refuses a session past its idle expiry', async () => {
    const me = await buildSignedInUser(db, clock.now());
    clock.advance(31 * 24 * 3600 * 1000);
    expect(
      errorOf(await app.inject({ method: 'GET', url: API.profileInfo, headers: me.auth })).status,
    ).toBe(401);
  });
});
