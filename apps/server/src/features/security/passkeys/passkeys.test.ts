import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  translate,
  ZFactorsChangedResponse,
  ZLoginResponse,
  ZPasskeyOptionsResponse,
  ZPasskeySignInOptionsResponse,
  ZSignInReply,
} from '@resona/contract';
import { passkeys, sessions } from '../../../db/schema/index.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser, GOOD_PASSWORD } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { makePasskey, signIn } from '../../../test/soft-authenticator.ts';
import { get, post, type Auth } from '../../sessions/test-helpers.ts';

const { app, db, clock } = await createTestApp();
const origin = new URL(app.deps.config.publicUrl).origin;

let address = 0;
const from = () => `10.33.${Math.floor(++address / 250)}.${address % 250}`;
const publicPost = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: from() });

/** A person who made a passkey in Settings → Security, as the browser does. */
async function withPasskey(overrides: Parameters<typeof buildSignedInUser>[2] = {}) {
  const person = await buildSignedInUser(db, clock.now(), overrides);
  const passkey = await addPasskey(person.auth, 'Pixel 7');
  return { ...person, passkey: passkey.passkey, recoveryCodes: passkey.codes };
}

async function addPasskey(auth: Auth, name: string) {
  const res = await post(app, API.passkeyOptions, { password: GOOD_PASSWORD }, auth);
  expect(res.statusCode, res.body).toBe(200);
  const { options } = ZPasskeyOptionsResponse.parse(res.json()).data;
  const made = makePasskey(options as { challenge: string }, origin);
  const added = await post(app, API.addPasskey, { name, credential: made.credential }, auth);
  expect(added.statusCode, added.body).toBe(200);
  return {
    passkey: made.passkey,
    codes: ZFactorsChangedResponse.parse(added.json()).data.recovery_codes,
  };
}

async function signInOptions() {
  const res = await publicPost(API.passkeySignInOptions, {});
  expect(res.statusCode, res.body).toBe(200);
  return ZPasskeySignInOptionsResponse.parse(res.json()).data.options as { challenge: string };
}

describe('adding a passkey', () => {
  it('keeps the passkey by its name, with ten recovery codes as the first factor', async () => {
    const person = await buildSignedInUser(db, clock.now(), {});
    const res = await post(app, API.passkeyOptions, { password: GOOD_PASSWORD }, person.auth);
    const { options } = ZPasskeyOptionsResponse.parse(res.json()).data;
    expect(options).toMatchObject({
      rp: { name: 'Resona', id: new URL(origin).hostname },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    // The user handle is not the account's id.
    expect((options as { user: { id: string } }).user.id).not.toBe(
      Buffer.from(String(person.user.id)).toString('base64url'),
    );
    const made = makePasskey(options as { challenge: string }, origin);
    const added = await post(
      app,
      API.addPasskey,
      { name: ' Pixel 7 ', credential: made.credential },
      person.auth,
    );
    const reply = ZFactorsChangedResponse.parse(added.json());
    expect(reply.message).toBe(translate('en', 'passkeyAdded'));
    expect(reply.data.passkeys).toEqual([
      expect.objectContaining({ name: 'Pixel 7', last_used_at: null, synced: false }),
    ]);
    expect(reply.data.recovery_codes).toHaveLength(10);
    expect(reply.data.this_session_verified).toBe(true);
    const [row] = await db.select().from(passkeys).where(eq(passkeys.userId, person.user.id));
    expect(row).toMatchObject({ credentialId: made.passkey.id, counter: 0 });
    // The same answer twice: its challenge was used up.
    const again = await post(
      app,
      API.addPasskey,
      { name: 'Again', credential: made.credential },
      person.auth,
    );
    expect(errorOf(again)).toMatchObject({
      status: 400,
      message: translate('en', 'passkeyFailed'),
    });
  });

  it('refuses an answer to another challenge, from another site, or with no name', async () => {
    const person = await buildSignedInUser(db, clock.now(), {});
    await post(app, API.passkeyOptions, { password: GOOD_PASSWORD }, person.auth);
    const forged = makePasskey({ challenge: 'bm90LWdpdmVu' }, origin);
    expect(
      errorOf(
        await post(app, API.addPasskey, { name: 'X', credential: forged.credential }, person.auth),
      ).message,
    ).toBe(translate('en', 'passkeyFailed'));
    const res = await post(app, API.passkeyOptions, { password: GOOD_PASSWORD }, person.auth);
    const { options } = ZPasskeyOptionsResponse.parse(res.json()).data;
    const elsewhere = makePasskey(options as { challenge: string }, 'https://resona.evil.example');
    expect(
      errorOf(
        await post(
          app,
          API.addPasskey,
          { name: 'X', credential: elsewhere.credential },
          person.auth,
        ),
      ).status,
    ).toBe(400);
    const named = makePasskey(options as { challenge: string }, origin);
    expect(
      errorOf(
        await post(app, API.addPasskey, { name: '  ', credential: named.credential }, person.auth),
      ).fields,
    ).toEqual({ name: 'passkeyNameRequired' });
  });

  it('asks for the password first, and answers 401 signed out', async () => {
    const person = await buildSignedInUser(db, clock.now(), {});
    expect(errorOf(await post(app, API.passkeyOptions, {}, person.auth)).fields).toEqual({
      password: 'reauthPasswordRequired',
    });
    expect(errorOf(await post(app, API.passkeyOptions, { password: GOOD_PASSWORD })).status).toBe(
      401,
    );
  });
});

describe('signing in with a passkey alone', () => {
  it('signs in with no address or password, as a verified session', async () => {
    const person = await withPasskey();
    const options = await signInOptions();
    expect(options).toMatchObject({ userVerification: 'required' });
    const res = await publicPost(API.passkeySignIn, {
      credential: signIn(person.passkey, options, origin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = ZLoginResponse.parse(res.json());
    expect(reply.data.user_details.id).toBe(person.user.id);
    expect(reply.data.device_token).toBeTruthy();
    const [session] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(reply.data.user_details.auth_token)));
    expect(session!.secondFactorAt).not.toBeNull();
    const [row] = await db.select().from(passkeys).where(eq(passkeys.userId, person.user.id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed answer, a passkey no account has, and a stale challenge', async () => {
    const person = await withPasskey();
    const options = await signInOptions();
    const answer = signIn(person.passkey, options, origin);
    expect((await publicPost(API.passkeySignIn, { credential: answer })).statusCode).toBe(200);
    expect(errorOf(await publicPost(API.passkeySignIn, { credential: answer })).status).toBe(400);

    const stranger = makePasskey({ challenge: 'eA' }, origin).passkey;
    expect(
      errorOf(
        await publicPost(API.passkeySignIn, {
          credential: signIn(stranger, await signInOptions(), origin),
        }),
      ),
    ).toMatchObject({
      status: 400,
      type: 'INVALID_CREDENTIALS',
      message: translate('en', 'passkeyUnknown'),
    });

    const stale = await signInOptions();
    clock.advance(5 * 60_000 + 1000);
    expect(
      errorOf(
        await publicPost(API.passkeySignIn, { credential: signIn(person.passkey, stale, origin) }),
      ).message,
    ).toBe(translate('en', 'passkeyFailed'));
  });

  it('refuses a malformed credential with a clear error', async () => {
    for (const credential of [
      undefined,
      {},
      { id: 'x', rawId: 'x', type: 'password', response: {} },
    ]) {
      expect(errorOf(await publicPost(API.passkeySignIn, { credential })).status).toBe(400);
    }
  });
});

describe('a passkey as the second step after a password', () => {
  it('offers the account its own passkeys, and passes with one', async () => {
    const person = await withPasskey();
    const login = await app.inject({
      method: 'POST',
      url: API.login,
      payload: { email: person.user.email, password: GOOD_PASSWORD },
      remoteAddress: from(),
    });
    const reply = ZSignInReply.parse(login.json());
    if (!('second_factor' in reply.data)) throw new Error('no second step');
    const step = reply.data.second_factor;
    expect(step.methods).toEqual(['passkey', 'recovery_code']);
    const options = step.passkey_options as {
      challenge: string;
      allowCredentials: { id: string }[];
    };
    expect(options.allowCredentials.map((c) => c.id)).toEqual([person.passkey.id]);

    // Another person's passkey does not pass this account's step.
    const other = await withPasskey();
    const wrong = await publicPost(API.loginSecondFactor, {
      token: step.token,
      passkey: signIn(other.passkey, options, origin),
    });
    expect(errorOf(wrong)).toMatchObject({ status: 400, fields: { passkey: 'secondFactorWrong' } });

    const login2 = ZSignInReply.parse(
      (
        await app.inject({
          method: 'POST',
          url: API.login,
          payload: { email: person.user.email, password: GOOD_PASSWORD },
          remoteAddress: from(),
        })
      ).json(),
    );
    if (!('second_factor' in login2.data)) throw new Error('no second step');
    const passed = await publicPost(API.loginSecondFactor, {
      token: login2.data.second_factor.token,
      passkey: signIn(
        person.passkey,
        login2.data.second_factor.passkey_options as { challenge: string },
        origin,
      ),
    });
    expect(passed.statusCode, passed.body).toBe(200);
  });
});

describe('removing a passkey', () => {
  it('asks for the password; the last factor gone, the codes and the verified sessions go', async () => {
    const person = await withPasskey();
    const [row] = await db.select().from(passkeys).where(eq(passkeys.userId, person.user.id));
    expect(
      errorOf(await post(app, API.removePasskey, { passkey_id: row!.id }, person.auth)).fields,
    ).toEqual({
      password: 'reauthPasswordRequired',
    });
    const stranger = await buildSignedInUser(db, clock.now(), {});
    expect(
      errorOf(
        await post(
          app,
          API.removePasskey,
          { passkey_id: row!.id, password: GOOD_PASSWORD },
          stranger.auth,
        ),
      ).status,
    ).toBe(404);
    const res = await post(
      app,
      API.removePasskey,
      { passkey_id: row!.id, password: GOOD_PASSWORD },
      person.auth,
    );
    expect(ZFactorsChangedResponse.parse(res.json()).data).toMatchObject({
      passkeys: [],
      recovery_codes_left: 0,
      this_session_verified: false,
    });
    const factors = await get(app, API.secondFactors, person.auth);
    expect(factors.json()).toMatchObject({ data: { passkeys: [], this_session_verified: false } });
  });
});
