import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, ZAccountDetailsResponse, ZUserInformationViewResponse } from '@resona/contract';
import { ZUserInformationUpdateResponse } from '@resona/contract/settings/user-information-update';
import { users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf, multipart } from '../../../test/http.ts';
import { get, post, type Auth } from '../../sessions/test-helpers.ts';

const { app, db, clock } = await createTestApp();
const signIn = (overrides: Parameters<typeof buildSignedInUser>[2] = {}) =>
  buildSignedInUser(db, clock.now(), overrides);

const view = async (auth: Auth, lang?: string) =>
  ZUserInformationViewResponse.parse(
    (
      await get(app, API.userInformationView, { ...auth, ...(lang && { 'device-language': lang }) })
    ).json(),
  ).data.user_info;

/** A complete, valid edit: age 18–24, the first gender and experience, pace 5.5. */
const edit = (extra: Record<string, unknown> = {}) => ({
  email: 'ignored@example.com',
  age_id: 3,
  gender_id: 1,
  experience_id: 1,
  recommended_speed: 5.5,
  ...extra,
});
const update = (auth: Auth | undefined, body: Record<string, unknown>) =>
  post(app, API.userInformationUpdate, body, auth);

describe('GET user-information-view', () => {
  it('shows the account with names in the user’s language and the default pace of spec §9', async () => {
    const { user, auth } = await signIn({ ageGroupId: 3, genderId: 2, experienceId: 1 });
    expect(await view(auth)).toEqual({
      email: user.email,
      phone_number: null,
      phone_dial_code: null,
      phone_country: null,
      phone_national: null,
      phone_international: null,
      average_speed: 5,
      age_group: 3,
      ageName: '18–24',
      gender_id: 2,
      gender_name: expect.any(String),
      expID: 1,
      expName: expect.any(String),
    });
    const french = await signIn({ ageGroupId: 3, defaultLanguage: 2 });
    expect((await view(french.auth)).ageName).toBe('18–24 ans');
  });

  it('defaults the pace to 6 for a child age group, and shows a calibrated pace as it is', async () => {
    const child = await signIn({ ageGroupId: 1 });
    expect((await view(child.auth)).average_speed).toBe(6);
    const calibrated = await signIn({ ageGroupId: 1, averageSpeed: 4.8 });
    expect((await view(calibrated.auth)).average_speed).toBe(4.8);
    const none = await signIn();
    expect(await view(none.auth)).toMatchObject({ average_speed: 5, ageName: null, expName: null });
  });

  it('answers 401 signed out', async () => {
    expect(errorOf(await get(app, API.userInformationView)).status).toBe(401);
  });
});

describe('GET account-details', () => {
  it('gives the edit form’s lists, the paces with the caller’s default, and the languages', async () => {
    const { auth } = await signIn({ ageGroupId: 3 });
    const { data } = ZAccountDetailsResponse.parse(
      (await get(app, API.accountDetails, auth)).json(),
    );
    expect(data.age_data[0]).toMatchObject({ id: 1, is_allowed: false });
    expect(data.age_data.filter((a) => a.is_allowed).length).toBeGreaterThan(2);
    expect(data.gender_data.length).toBeGreaterThan(1);
    expect(data.experience_data.length).toBeGreaterThan(1);
    expect(data.average_speed_data).toEqual([
      { group_type: 0, value: 4.5, is_default: 0 },
      { group_type: 0, value: 4.8, is_default: 0 },
      { group_type: 2, value: 5, is_default: 1 },
      { group_type: 0, value: 5.5, is_default: 0 },
      { group_type: 1, value: 6, is_default: 0 },
    ]);
    expect(data.language_data.map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data.reminder_data).toEqual([]);
    const set = await post(
      app,
      API.setReminder,
      { is_reminder: 1, remind_time: '8:15 AM', time_zone: 'Europe/Paris' },
      auth,
    );
    expect(set.statusCode).toBe(200);
    const after = ZAccountDetailsResponse.parse((await get(app, API.accountDetails, auth)).json());
    expect(after.data.reminder_data).toMatchObject([
      { is_remind: 1, remind_time: '08:15', time_zone: 'Europe/Paris' },
    ]);
    expect(errorOf(await get(app, API.accountDetails)).status).toBe(401);
  });
});

describe('POST user-information-update', () => {
  it('saves age, gender, experience, pace and a US phone as E.164 with its dial code', async () => {
    const { user, auth } = await signIn();
    const res = await update(
      auth,
      edit({ phone_number: '(201) 555-0123', phone_dial_code: '+1', phone_country: 'US' }),
    );
    expect(res.statusCode).toBe(200);
    const body = ZUserInformationUpdateResponse.parse(res.json());
    expect(body.message).toBe('Information updated successfully');
    expect(body.data.user_info).toMatchObject({
      email: user.email,
      phone_number: '+12015550123',
      phone_dial_code: '+1',
      phone_country: 'US',
      phone_national: '(201) 555-0123',
      phone_international: '+1 201 555 0123',
      average_speed: 5.5,
      age_group: 3,
      gender_id: 1,
      expID: 1,
    });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    // The e-mail is shown disabled: a different address in the body changes nothing.
    expect(row).toMatchObject({
      email: user.email,
      phoneNumber: '+12015550123',
      phoneDialCode: '+1',
      averageSpeed: 5.5,
      ageGroupId: 3,
    });
  });

  it('reads the number in the picked country, accepts multipart, and clears the phone when empty', async () => {
    const { user, auth } = await signIn();
    const form = await multipart({
      age_id: '4',
      gender_id: '1',
      experience_id: '2',
      recommended_speed: '4.8',
      phone_number: '020 7946 0018',
      phone_country: 'GB',
      phone_dial_code: '+44',
    });
    const uk = await app.inject({
      method: 'POST',
      url: API.userInformationUpdate,
      payload: form.payload,
      headers: { ...auth, ...form.headers },
    });
    expect(uk.statusCode).toBe(200);
    expect(ZUserInformationUpdateResponse.parse(uk.json()).data.user_info).toMatchObject({
      phone_number: '+442079460018',
      phone_dial_code: '+44',
      phone_country: 'GB',
      // The form gets the number as typed at home, the screen shows it without the trunk 0.
      phone_national: '020 7946 0018',
      phone_international: '+44 20 7946 0018',
    });
    // Without a country, the dial code says which plan the digits belong to.
    expect(
      (await update(auth, edit({ phone_number: '2079460018', phone_dial_code: '+44' }))).statusCode,
    ).toBe(200);
    expect((await view(auth)).phone_number).toBe('+442079460018');
    expect((await update(auth, edit({ phone_number: '' }))).statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ phoneNumber: null, phoneDialCode: null });
  });

  it('refuses an invalid phone, an unknown choice, a pace off the list and a refused age', async () => {
    const { auth } = await signIn();
    for (const phone_number of ['12345', '(555) 555-5555', 'call me', '+1 201 555 0123 ext']) {
      expect(
        errorOf(await update(auth, edit({ phone_number, phone_country: 'US' }))),
      ).toMatchObject({
        status: 400,
        type: 'VALIDATION_ERROR',
        message: 'Please enter a valid phone number',
        fields: { phone_number: 'phoneInvalid' },
      });
    }
    expect(errorOf(await update(auth, edit({ gender_id: 999 })))).toMatchObject({
      status: 400,
      message: 'This value is not valid',
      fields: { gender_id: 'fieldInvalid' },
    });
    expect(errorOf(await update(auth, edit({ experience_id: 999 }))).fields).toEqual({
      experience_id: 'fieldInvalid',
    });
    expect(errorOf(await update(auth, edit({ age_id: 999 }))).fields).toEqual({
      age_id: 'fieldInvalid',
    });
    expect(errorOf(await update(auth, edit({ age_id: 'x' }))).fields).toMatchObject({
      age_id: 'fieldInvalid',
    });
    expect(errorOf(await update(auth, edit({ recommended_speed: 7 })))).toMatchObject({
      message: 'Please choose one of the calibration paces',
      fields: { recommended_speed: 'speedNotAllowed' },
    });
    expect(errorOf(await update(auth, edit({ age_id: 1 })))).toMatchObject({
      status: 400,
      type: 'AGE_NOT_ALLOWED',
      message: 'Sorry, Resona is only available to people aged 16 or over',
    });
  });

  it('only ever changes the caller: no role, verification or other user’s row', async () => {
    const { user, auth } = await signIn();
    const other = await signIn({ ageGroupId: 5 });
    await update(
      auth,
      edit({ role: 'admin', is_verified: 0, id: other.user.id, userID: other.user.id }),
    );
    const [mine] = await db.select().from(users).where(eq(users.id, user.id));
    const [theirs] = await db.select().from(users).where(eq(users.id, other.user.id));
    expect(mine).toMatchObject({ role: 'participant', isVerified: true, ageGroupId: 3 });
    expect(theirs).toMatchObject({ ageGroupId: 5, averageSpeed: null });
    expect(errorOf(await update(undefined, edit())).status).toBe(401);
  });
});
