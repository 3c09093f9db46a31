import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API,
  MESSAGES,
  ZCheckSocialSignupResponse,
  ZProfileInfoResponse,
  ZSocialSignupResponse,
} from '@resona/contract';
import {
  authenticators,
  oneTimeTokens,
  sessions,
  socialAccounts,
  users,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import {
  buildSignedInUser,
  buildUser,
  GOOD_PASSWORD,
  uniqueEmail,
} from '../../../test/factories.ts';
import { startGraphStandIn } from '../../../test/graph-stand-in.ts';
import { errorOf } from '../../../test/http.ts';
import { obtainIdToken, startOidcIssuer } from '../../../test/oidc-issuer.ts';

const CLIENT_ID = 'resona-web.local';
const REDIRECT = 'http://localhost:3000/social-callback';
const FB_APP = '1001';
const issuer = await startOidcIssuer({
  clients: [{ client_id: CLIENT_ID, redirect_uris: [REDIRECT] }],
});
const graph = await startGraphStandIn({ [FB_APP]: 'our-app-secret' });
afterAll(async () => {
  await issuer.close();
  await graph.close();
});
const { app, db, mails } = await createTestApp({
  env: {
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_ISSUER: issuer.issuer,
    GOOGLE_JWKS_URL: issuer.jwksUrl,
    GOOGLE_AUTH_URL: issuer.authUrl,
    FACEBOOK_APP_ID: FB_APP,
    FACEBOOK_APP_SECRET: 'our-app-secret',
    FACEBOOK_GRAPH_URL: graph.url,
  },
});
const en = MESSAGES.en;

let testIp = 0;
let ip = '';
beforeEach(() => {
  ip = `10.9.${++testIp}.1`;
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
const check = (payload: object) => post(API.checkSocialSignup, payload);
const signup = (payload: object) => post(API.socialSignup, payload);

const googleToken = (email: string) =>
  obtainIdToken(issuer, { clientId: CLIENT_ID, redirectUri: REDIRECT, email, nonce: 'n-1' });
const google = async (email: string) => ({
  social_type: 1,
  token: await googleToken(email),
  nonce: 'n-1',
});

async function userByEmail(email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email));
  return rows[0];
}

describe('POST check-social-signup and social-signup with Google', () => {
  it('answers 0 for a new person, signs up with the survey answers, then signs in with 1', async () => {
    const email = uniqueEmail('new');
    const body = await google(email);
    const first = await check({ ...body, firebase_token: 'fcm-1' });
    expect(first.statusCode).toBe(200);
    expect(ZCheckSocialSignupResponse.parse(first.json()).data).toEqual({
      social_status: 0,
      user_details: null,
    });
    expect(await userByEmail(email)).toBeUndefined();

    const created = await signup({
      ...body,
      age_group: 3,
      gender_id: 1,
      meditation: 1,
      default_language: 2,
    });
    expect(created.statusCode).toBe(200);
    const reply = ZSocialSignupResponse.parse(created.json());
    // Written in the new user's language (2 = French).
    expect(reply.message).toBe(MESSAGES.fr.socialLoginSuccess);
    expect(reply.data.social_status).toBe(1);
    expect(reply.data.user_details).toMatchObject({
      email,
      is_verified: 1,
      is_subscribe: 0,
      age_group: 3,
      gender_id: 1,
      meditation: 1,
      default_language: 2,
      social_accounts: { socialAccountID: issuer.subjectOf(email) },
    });
    const row = (await userByEmail(email))!;
    expect(row.passwordHash).toBeNull();
    const links = await db.select().from(socialAccounts).where(eq(socialAccounts.userId, row.id));
    expect(links).toMatchObject([{ provider: 'google', subject: issuer.subjectOf(email) }]);
    // Google vouched for the address: no verification mail.
    expect(mails.filter((m) => m.to === email)).toHaveLength(0);

    const again = ZCheckSocialSignupResponse.parse((await check(await google(email))).json());
    expect(again.message).toBe(MESSAGES.fr.socialLoginSuccess);
    expect(again.data.social_status).toBe(1);
    expect(again.data.user_details).toMatchObject({ id: row.id });
    const token = again.data.user_details!.auth_token;
    expect(token).not.toBe(reply.data.user_details!.auth_token);
    const profile = await app.inject({
      method: 'GET',
      url: API.profileInfo,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ZProfileInfoResponse.parse(profile.json()).data.user_details).toMatchObject({
      id: row.id,
      social_accounts: { socialAccountID: issuer.subjectOf(email) },
    });
  });

  it('makes one account of two sign-ups at once (a double click); both sign in', async () => {
    const email = uniqueEmail('twice');
    const body = await google(email);
    const [a, b] = await Promise.all([signup(body), signup(body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const ids = [a, b].map((r) => ZSocialSignupResponse.parse(r.json()).data.user_details!.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('applies the minimum age and creates nothing for someone too young', async () => {
    const email = uniqueEmail('young');
    const res = await signup({ ...(await google(email)), age_group: 1 });
    expect(errorOf(res)).toMatchObject({
      status: 400,
      type: 'AGE_NOT_ALLOWED',
      message: 'Sorry, Resona is only available to people aged 16 or over',
    });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('links a verified password account of the same verified address, password kept', async () => {
    const { user } = await buildUser(db, { email: uniqueEmail('linked'), isVerified: true });
    const res = ZCheckSocialSignupResponse.parse((await check(await google(user.email))).json());
    expect(res.data.social_status).toBe(1);
    expect(res.data.user_details).toMatchObject({
      id: user.id,
      social_accounts: { socialAccountID: issuer.subjectOf(user.email) },
    });
    const login = await post(API.login, { email: user.email, password: GOOD_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('asks an account with an authenticator app for its second step, as a password sign-in does', async () => {
    const { user } = await buildUser(db, { email: uniqueEmail('two-step'), isVerified: true });
    await db
      .insert(authenticators)
      .values({ userId: user.id, secret: 'v1.sealed', confirmedAt: new Date() });
    const before = (await db.select().from(sessions).where(eq(sessions.userId, user.id))).length;
    for (const reply of [
      await check(await google(user.email)),
      await signup(await google(user.email)),
    ]) {
      expect(reply.statusCode, reply.body).toBe(200);
      const body = ZCheckSocialSignupResponse.parse(reply.json());
      expect(body.message).toBe(en.secondFactorRequired);
      expect(body.data).toMatchObject({ social_status: 1, user_details: null });
      expect(body.data.second_factor?.methods).toEqual(['authenticator', 'recovery_code']);
    }
    // The provider's word alone made no session.
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      before,
    );
  });

  it('pre-hijack: an unverified password account of the address is replaced; its holder keeps nothing', async () => {
    const victim = uniqueEmail('victim');
    // The attacker registered the victim's address, never verified it, and kept a session.
    const attacker = await buildSignedInUser(db, new Date(), {
      email: victim,
      isVerified: false,
      ageGroupId: 3,
    });
    const body = await google(victim);
    // Not linked at check: the address was never proved on our side.
    const checked = ZCheckSocialSignupResponse.parse((await check(body)).json());
    expect(checked.data.social_status).toBe(0);

    const created = ZSocialSignupResponse.parse((await signup(body)).json());
    const fresh = created.data.user_details!;
    expect(fresh.id).not.toBe(attacker.user.id);
    expect(fresh).toMatchObject({ email: victim, is_verified: 1, age_group: null });
    // The attacker's account, sessions and password are gone.
    expect(await db.select().from(users).where(eq(users.id, attacker.user.id))).toHaveLength(0);
    expect(
      await db.select().from(sessions).where(eq(sessions.userId, attacker.user.id)),
    ).toHaveLength(0);
    const stale = await app.inject({ method: 'GET', url: API.profileInfo, headers: attacker.auth });
    expect(errorOf(stale).type).toBe('USER_NOT_FOUND');
    const login = await post(API.login, { email: victim, password: attacker.password });
    expect(errorOf(login).type).toBe('INVALID_CREDENTIALS');
    expect((await userByEmail(victim))!.passwordHash).toBeNull();
  });

  it('does not attach a second Google identity to an account that has one', async () => {
    const { user } = await buildUser(db, { email: uniqueEmail('second'), isVerified: true });
    await db.insert(socialAccounts).values({
      userId: user.id,
      provider: 'google',
      subject: 'an-older-subject',
      email: user.email,
    });
    const res = await check(await google(user.email));
    expect(errorOf(res)).toMatchObject({ type: 'EMAIL_TAKEN', message: en.socialEmailInUse });
  });

  it('refuses a forged token and an unverified address', async () => {
    const body = await google(uniqueEmail('forged'));
    const [h, p] = body.token.split('.');
    const forged = await check({ ...body, token: `${h}.${p}.AAAA` });
    expect(errorOf(forged)).toMatchObject({
      status: 400,
      type: 'INVALID_TOKEN',
      message: 'Sign-in with Google could not be confirmed. Please try again',
    });
    const unverified = await signup(await google(uniqueEmail('unverified')));
    expect(errorOf(unverified)).toMatchObject({
      type: 'VALIDATION_ERROR',
      message:
        'Your Google account did not share a verified email address. Please use an account with a verified address',
    });
  });
});

describe('POST check-social-signup and social-signup with Facebook', () => {
  it('signs up an address Facebook does not vouch for as unverified, with a verification mail', async () => {
    const email = uniqueEmail('fb');
    const token = graph.issueToken({ id: '7770001', email });
    const body = { social_type: '2', token, social_id: '7770001' };
    expect(ZCheckSocialSignupResponse.parse((await check(body)).json()).data.social_status).toBe(0);
    const created = ZSocialSignupResponse.parse((await signup({ ...body, age_group: 3 })).json());
    expect(created.data.user_details).toMatchObject({
      email,
      is_verified: 0,
      social_accounts: { socialAccountID: '7770001' },
    });
    await app.deps.background.drain();
    const row = (await userByEmail(email))!;
    const tokens = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, row.id));
    expect(tokens).toMatchObject([{ purpose: 'verify_email' }]);
    const again = ZCheckSocialSignupResponse.parse((await check(body)).json());
    expect(again.data).toMatchObject({ social_status: 1, user_details: { id: row.id } });
  });

  it('never links or replaces an existing account by a Facebook address', async () => {
    for (const isVerified of [true, false]) {
      const { user } = await buildUser(db, { email: uniqueEmail('fbtaken'), isVerified });
      const token = graph.issueToken({ id: `77709${Number(isVerified)}`, email: user.email });
      const checked = ZCheckSocialSignupResponse.parse(
        (await check({ social_type: 2, token })).json(),
      );
      expect(checked.data.social_status).toBe(0);
      const res = await signup({ social_type: 2, token });
      expect(errorOf(res)).toMatchObject({ type: 'EMAIL_TAKEN', message: en.socialEmailInUse });
      expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    }
  });

  it('refuses a user id that is not the one Facebook vouches for', async () => {
    const token = graph.issueToken({ id: '7770002', email: uniqueEmail('fbid') });
    const res = await check({ social_type: 2, token, social_id: '7770003' });
    expect(errorOf(res)).toMatchObject({
      type: 'INVALID_TOKEN',
      message: 'Sign-in with Facebook could not be confirmed. Please try again',
    });
  });
});

describe('validation', () => {
  it.each([
    [{ token: 'x' }, 'social_type', en.fieldInvalid],
    [{ social_type: 3, token: 'x' }, 'social_type', en.fieldInvalid],
    [{ social_type: 1 }, 'token', en.fieldRequired],
    [{ social_type: 1, token: '' }, 'token', en.fieldRequired],
  ])('refuses %j', async (body, field, message) => {
    for (const url of [API.checkSocialSignup, API.socialSignup]) {
      const res = await post(url, body);
      expect(errorOf(res)).toMatchObject({ status: 400, type: 'VALIDATION_ERROR' });
      expect(errorOf(res).fields?.[field]).toBe(
        Object.entries(en).find(([, text]) => text === message)![0],
      );
    }
  });

  it('refuses an unknown survey answer at social-signup', async () => {
    const res = await signup({ ...(await google(uniqueEmail('gender'))), gender_id: 999 });
    expect(errorOf(res)).toMatchObject({
      type: 'VALIDATION_ERROR',
      fields: { gender_id: 'fieldInvalid' },
    });
  });

  it('ignores a bearer token: a signed-out caller and a signed-in one get the same answer', async () => {
    const body = await google(uniqueEmail('bearer'));
    const signedIn = await buildSignedInUser(db, new Date());
    const a = await post(API.checkSocialSignup, body, signedIn.auth);
    const b = await check(body);
    expect(a.json()).toEqual(b.json());
  });
});

describe('GET config and the headers', () => {
  it('lets no provider script, frame or connection into the pages, configured or not', async () => {
    const res = await app.inject({ method: 'GET', url: API.health });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/google|facebook|127\.0\.0\.1/);
  });

  it('tells the web app where to send the browser for each provider', async () => {
    const res = await app.inject({ method: 'GET', url: API.config });
    expect(res.json().data).toMatchObject({
      google_client_id: CLIENT_ID,
      google_auth_url: issuer.authUrl,
      facebook_app_id: FB_APP,
      facebook_dialog_url: 'https://www.facebook.com/v19.0/dialog/oauth',
    });
  });
});
