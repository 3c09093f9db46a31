import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, ZProfileInfoResponse, ZUserLanguageResponse } from '@resona/contract';
import { users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf, urlencoded } from '../../../test/http.ts';
import { get, post, type Auth } from '../../sessions/test-helpers.ts';

const { app, db, clock, mails } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());
const setLanguage = (auth: Auth | undefined, body: Record<string, unknown>) =>
  post(app, API.userLanguage, body, auth);

describe('POST user-language', () => {
  it('stores the language and answers in it at once', async () => {
    const { user, auth } = await signIn();
    const res = await setLanguage(auth, { default_language: 4 });
    expect(res.statusCode).toBe(200);
    expect(ZUserLanguageResponse.parse(res.json())).toEqual({
      status_code: 200,
      message: 'تم تحديث اللغة بنجاح',
      data: { default_language: 4 },
    });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.defaultLanguage).toBe(4);
    const profile = ZProfileInfoResponse.parse((await get(app, API.profileInfo, auth)).json());
    expect(profile.data.user_details.default_language).toBe(4);
    // Later replies speak it too, whatever the device says.
    const form = urlencoded({ default_language: '1' });
    const back = await app.inject({
      method: 'POST',
      url: API.userLanguage,
      payload: form.payload,
      headers: { ...auth, ...form.headers, 'device-language': 'en' },
    });
    expect(back.json()).toMatchObject({ message: 'Language updated successfully' });
  });

  it('is the language of the mail sent afterwards', async () => {
    const { user, auth } = await signIn();
    await setLanguage(auth, { default_language: 3 });
    const before = mails.length;
    await app.inject({
      method: 'PATCH',
      url: API.resetPassword,
      ...urlencoded({ email: user.email }),
    });
    await app.deps.background.drain();
    const mail = mails.slice(before).find((m) => m.to === user.email);
    expect(mail?.subject).toBe('Setzen Sie Ihr Resona-Passwort zurück');
  });
});

describe('POST user-language validation', () => {
  it.each([
    [{}, 'Please choose a language', 'languageRequired'],
    [{ default_language: '' }, 'Please choose a language', 'languageRequired'],
    [{ default_language: 0 }, 'This value is not valid', 'fieldInvalid'],
    [{ default_language: 7 }, 'This value is not valid', 'fieldInvalid'],
    [{ default_language: 'ar' }, 'Please choose a language', 'languageRequired'],
    [{ default_language: 2.5 }, 'This value is not valid', 'fieldInvalid'],
  ])('%j → %s', async (body, message, key) => {
    const { auth } = await signIn();
    expect(errorOf(await setLanguage(auth, body))).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      message,
      fields: { default_language: key },
    });
  });

  it('answers 401 signed out and changes only the caller', async () => {
    const { user, auth } = await signIn();
    const other = await signIn();
    expect(errorOf(await setLanguage(undefined, { default_language: 2 })).status).toBe(401);
    await setLanguage(auth, { default_language: 5, user_id: other.user.id, userID: other.user.id });
    const rows = await db.select().from(users).where(eq(users.id, other.user.id));
    expect(rows[0]!.defaultLanguage).toBe(1);
    const [mine] = await db.select().from(users).where(eq(users.id, user.id));
    expect(mine!.defaultLanguage).toBe(5);
  });
});
