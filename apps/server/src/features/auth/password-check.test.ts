import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@resona/contract';
import { users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import {
  buildAccessCode,
  buildSignedInUser,
  buildUser,
  GOOD_PASSWORD,
  uniqueEmail,
} from '../../test/factories.ts';
import { errorOf, urlencoded } from '../../test/http.ts';
import { verifyPassword } from './passwords.ts';

// One rule for a new password wherever it is chosen (decision 104): sign-up, the settings'
// change and the reset link, judged by the server, told in the person's language.
const { app, db, clock, mails } = await createTestApp();

/** 68 characters of words: ASVS 6.2.9 asks that 64 and more be allowed. */
const PASSPHRASE = 'Seven quiet lanterns drift past the harbour wall at 4 a.m., humming!';
/** 100 characters, as a password manager makes them. */
const LONG = 'Velvet-Orchard-92!'.padEnd(100, 'qT7%rW2@zK9&mP4#');

const inject = (method: 'POST' | 'PATCH', url: string, payload: object, headers = {}) =>
  app.inject({ method, url, payload, headers });
const rowOf = async (email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];

describe('sign-up', () => {
  async function signUp(email: string, password: string, headers = {}) {
    const code = await buildAccessCode(db);
    return inject(
      'POST',
      API.signup,
      {
        email,
        password,
        confirm_password: password,
        access_code: code.code,
        meditation: 2,
        age_group: 3,
        gender_id: 1,
      },
      headers,
    );
  }

  it('refuses a password built on a word of Resona, saying so in the visitor’s language', async () => {
    const email = uniqueEmail('strength');
    const res = await signUp(email, 'Resona2024!', { 'device-language': 'de' });
    expect(errorOf(res)).toEqual({
      status: 400,
      type: 'VALIDATION_ERROR',
      message: MESSAGES.de.passwordServiceWord,
      fields: { password: 'passwordServiceWord' },
    });
    expect(await rowOf(email)).toBeUndefined();
  });

  it('refuses a password built on the address being signed up', async () => {
    const email = `lena.fischer.${Date.now().toString(36)}@example.com`;
    const res = await signUp(email, 'LenaFischer2024!');
    expect(errorOf(res)).toMatchObject({
      status: 400,
      message: MESSAGES.en.passwordEmailPart,
      fields: { password: 'passwordEmailPart' },
    });
    expect(await rowOf(email)).toBeUndefined();
  });

  it('accepts a password of 100 characters, which then signs in', async () => {
    const email = uniqueEmail('strength');
    expect((await signUp(email, LONG)).statusCode).toBe(200);
    expect(await verifyPassword((await rowOf(email))!.passwordHash!, LONG)).toBe(true);
    const login = await inject('POST', API.login, { email, password: LONG });
    expect(login.statusCode).toBe(200);
  });
});

describe('changing the password in the settings', () => {
  const change = (token: string, password: string) =>
    inject(
      'POST',
      API.changePassword,
      { old_password: GOOD_PASSWORD, new_password: password, confirm_password: password },
      { authorization: `Bearer ${token}` },
    );

  it('refuses a common password in the person’s own language and keeps the old one', async () => {
    const { user, token } = await buildSignedInUser(db, clock.now(), { defaultLanguage: 2 });
    expect(errorOf(await change(token, 'P@ssw0rd1!'))).toEqual({
      status: 400,
      type: 'VALIDATION_ERROR',
      message: MESSAGES.fr.passwordCommon,
      fields: { new_password: 'passwordCommon' },
    });
    expect(await verifyPassword((await rowOf(user.email))!.passwordHash!, GOOD_PASSWORD)).toBe(
      true,
    );
  });

  it('refuses a password built on the person’s address', async () => {
    const email = `omar.haddad.${Date.now().toString(36)}@example.com`;
    const { token } = await buildSignedInUser(db, clock.now(), { email });
    expect(errorOf(await change(token, 'Omar.Haddad1!'))).toMatchObject({
      status: 400,
      fields: { new_password: 'passwordEmailPart' },
    });
  });

  it('accepts a passphrase of more than 64 characters', async () => {
    const { user, token } = await buildSignedInUser(db, clock.now());
    expect((await change(token, PASSPHRASE)).statusCode).toBe(200);
    expect(await verifyPassword((await rowOf(user.email))!.passwordHash!, PASSPHRASE)).toBe(true);
  });
});

describe('a new password from a reset link', () => {
  async function resetToken(email: string) {
    const requested = await app.inject({
      method: 'PATCH',
      url: API.resetPassword,
      ...urlencoded({ email, firebase_token: 'x' }),
    });
    expect(requested.statusCode).toBe(200);
    await expect.poll(() => mails.some((m) => m.to === email)).toBe(true);
    const mail = mails.filter((m) => m.to === email).at(-1)!;
    return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
  }
  const setPassword = (token: string, password: string, headers = {}) =>
    inject('POST', API.newPassword, { token, password, confirm_password: password }, headers);

  it('refuses a pattern, keeps the link usable, then takes a long passphrase', async () => {
    const { user } = await buildUser(db);
    const token = await resetToken(user.email);
    expect(errorOf(await setPassword(token, 'Qwertz123!', { 'device-language': 'uk' }))).toEqual({
      status: 400,
      type: 'VALIDATION_ERROR',
      message: MESSAGES.uk.passwordPattern,
      fields: { password: 'passwordPattern' },
    });
    expect((await setPassword(token, PASSPHRASE)).statusCode).toBe(200);
    expect(await verifyPassword((await rowOf(user.email))!.passwordHash!, PASSPHRASE)).toBe(true);
  });

  it('refuses a word of Resona in Arabic', async () => {
    const { user } = await buildUser(db);
    const token = await resetToken(user.email);
    expect(errorOf(await setPassword(token, '!Breathe1', { 'device-language': 'ar' }))).toEqual({
      status: 400,
      type: 'VALIDATION_ERROR',
      message: MESSAGES.ar.passwordServiceWord,
      fields: { password: 'passwordServiceWord' },
    });
  });
});
