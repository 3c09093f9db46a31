import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, ZSaveSurveyResponse, ZSurveyListsResponse } from '@resona/contract';
import { sessions, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf, multipart } from '../../../test/http.ts';

const { app, db, clock } = await createTestApp();
const signIn = (o = {}) => buildSignedInUser(db, clock.now(), o);

describe('GET api/v1/survey', () => {
  it('answers the four lists without sign-in, marking age groups below MIN_AGE', async () => {
    const res = await app.inject({ method: 'GET', url: API.surveyLists });
    expect(res.statusCode).toBe(200);
    const { data } = ZSurveyListsResponse.parse(res.json());
    expect(data.age_list[0]).toEqual({ id: 1, ageName: '13–15', is_allowed: false });
    expect(data.age_list[1]!.is_allowed).toBe(true);
    expect(data.gender_list[0]).toEqual({ id: 1, gender_name: 'Female' });
    expect(data.language_list.map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data.experience_list).toHaveLength(4);
    expect(data.min_age).toBe(16);
  });

  it('names the items in the request language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: API.surveyLists,
      headers: { 'device-language': 'fr' },
    });
    const { data } = ZSurveyListsResponse.parse(res.json());
    expect(data.gender_list[0]!.gender_name).toBe('Femme');
    expect(data.experience_list[0]!.expName).toBe('Aucune');
  });

  it("uses the signed-in user's language over the header", async () => {
    const { auth } = await signIn({ defaultLanguage: 3 });
    const res = await app.inject({
      method: 'GET',
      url: API.surveyLists,
      headers: { ...auth, 'device-language': 'fr' },
    });
    expect(ZSurveyListsResponse.parse(res.json()).data.gender_list[0]!.gender_name).toBe(
      'Weiblich',
    );
  });
});

describe('PATCH api/v1/user/survey', () => {
  const answers = { meditation: 2, default_language: 6, age_group: 4, gender_id: 1 };

  it('saves the answers, completes the survey and returns the routing flags', async () => {
    const { user, auth } = await signIn();
    const res = await app.inject({
      method: 'PATCH',
      url: API.saveSurvey,
      headers: auth,
      payload: { ...answers, firebase_token: 'fcm-1' },
    });
    expect(res.statusCode).toBe(200);
    const body = ZSaveSurveyResponse.parse(res.json());
    expect(body.data.survey_data).toEqual({
      meditation: 2,
      default_language: 6,
      age_group: 4,
      gender_id: 1,
    });
    expect(body.data.user_flags).toMatchObject({
      is_survey_complete: 1,
      is_calibrated: 0,
      is_tutorial: 1,
    });
    // The reply already speaks the language just chosen.
    expect(body.message).toBe(MESSAGES.es.surveyUpdated);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      experienceId: 2,
      ageGroupId: 4,
      genderId: 1,
      defaultLanguage: 6,
      isSurveyComplete: true,
    });
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session!.firebaseToken).toBe('fcm-1');
  });

  it('accepts multipart form data with only the mandatory experience', async () => {
    const { auth } = await signIn();
    const form = await multipart({ meditation: '1' });
    const res = await app.inject({
      method: 'PATCH',
      url: API.saveSurvey,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(ZSaveSurveyResponse.parse(res.json()).data.survey_data.age_group).toBeNull();
  });

  it("refuses a missing experience with 'Meditation field is mandatory'", async () => {
    const { auth } = await signIn();
    for (const meditation of [undefined, '']) {
      const res = await app.inject({
        method: 'PATCH',
        url: API.saveSurvey,
        headers: auth,
        payload: { ...answers, meditation },
      });
      expect(errorOf(res)).toMatchObject({
        status: 400,
        type: 'VALIDATION_ERROR',
        message: 'Meditation field is mandatory',
      });
    }
  });

  it('refuses an age group below MIN_AGE and stores nothing', async () => {
    const { user, auth } = await signIn();
    const res = await app.inject({
      method: 'PATCH',
      url: API.saveSurvey,
      headers: auth,
      payload: { ...answers, age_group: 1 },
    });
    expect(errorOf(res)).toMatchObject({
      status: 400,
      type: 'AGE_NOT_ALLOWED',
      message: 'Sorry, Resona is only available to people aged 16 or over',
    });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isSurveyComplete).toBe(false);
  });

  it('refuses unknown list ids and a language outside 1-6', async () => {
    const { auth } = await signIn();
    for (const [field, value] of [
      ['age_group', 99],
      ['gender_id', 99],
      ['meditation', 99],
      ['default_language', 9],
    ] as const) {
      const res = await app.inject({
        method: 'PATCH',
        url: API.saveSurvey,
        headers: auth,
        payload: { ...answers, [field]: value },
      });
      const error = errorOf(res);
      expect(error.status).toBe(400);
      expect(error.fields).toHaveProperty(field);
    }
  });

  it('cannot set other flags through the body (mass assignment)', async () => {
    const { user, auth } = await signIn();
    await app.inject({
      method: 'PATCH',
      url: API.saveSurvey,
      headers: auth,
      payload: { ...answers, is_subscribe: 1, isCalibrated: true, role: 'admin' },
    });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isSubscribed: false, isCalibrated: false, role: 'participant' });
  });

  it('answers 401 signed out', async () => {
    const res = await app.inject({ method: 'PATCH', url: API.saveSurvey, payload: answers });
    expect(errorOf(res)).toMatchObject({ status: 401, type: 'UNAUTHORIZED' });
  });
});
