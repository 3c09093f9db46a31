import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, ZAddStudySurveyResponse, ZStudySurveyResponse } from '@resona/contract';
import { studySurveyResponses, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser, buildUser, uniqueEmail } from '../../../test/factories.ts';
import { errorOf, multipart } from '../../../test/http.ts';

const { app, db, clock } = await createTestApp();
const answers = {
  stress_upset: 4,
  stress_control: '2',
  sleep_quality: 'fairly_bad',
  practice_frequency: 'never',
};
const add = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: API.addStudySurvey, headers, payload });

describe('GET study survey', () => {
  it('serves the questionnaire signed out, in the request language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API.studySurvey}?kind=pre`,
      headers: { 'device-language': 'de' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = ZStudySurveyResponse.parse(res.json());
    expect(data.survey).toMatchObject({
      kind: 'pre',
      version: 1,
      title: 'Fragebogen zu Studienbeginn',
    });
    expect(data.survey.questions.map((q) => q.type)).toEqual([
      'scale',
      'scale',
      'single',
      'single',
      'text',
    ]);
    expect(data.already_submitted).toBeNull();
    for (const kind of ['mid', 'post']) {
      expect(
        (await app.inject({ method: 'GET', url: `${API.studySurvey}?kind=${kind}` })).statusCode,
      ).toBe(200);
    }
  });

  it('tells a signed-in user whether they already answered; refuses an unknown kind', async () => {
    const { user, auth } = await buildSignedInUser(db, clock.now());
    await add({ kind: 'mid', email: user.email, answers: { ...answers, helpfulness: 5 } }, auth);
    const res = await app.inject({
      method: 'GET',
      url: `${API.studySurvey}?kind=mid`,
      headers: auth,
    });
    expect(ZStudySurveyResponse.parse(res.json()).data.already_submitted).toBe(true);
    expect(
      errorOf(await app.inject({ method: 'GET', url: `${API.studySurvey}?kind=later` })).status,
    ).toBe(400);
  });
});

describe('POST add-survey', () => {
  it('stores the answers signed out and completes the pre-survey of that account', async () => {
    const { user } = await buildUser(db);
    const res = await add({
      kind: 'pre',
      email: user.email.toUpperCase(),
      answers: { ...answers, comments: ' calmer ' },
    });
    expect(res.statusCode).toBe(200);
    expect(ZAddStudySurveyResponse.parse(res.json()).data).toEqual({
      kind: 'pre',
      submitted: true,
    });
    const [stored] = await db
      .select()
      .from(studySurveyResponses)
      .where(eq(studySurveyResponses.email, user.email));
    expect(stored).toMatchObject({
      userId: user.id,
      answers: { ...answers, stress_control: 2, comments: 'calmer' },
    });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.presurveyCompletedAt).not.toBeNull();
  });

  it('accepts multipart with the answers as JSON, for an address without an account', async () => {
    const form = await multipart({
      kind: 'post',
      email: uniqueEmail(),
      answers: JSON.stringify({ ...answers, helpfulness: 3 }),
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: API.addStudySurvey,
          headers: form.headers,
          payload: form.payload,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a second submission of the same kind with a clear 400', async () => {
    const email = uniqueEmail();
    expect((await add({ kind: 'pre', email, answers })).statusCode).toBe(200);
    expect(errorOf(await add({ kind: 'pre', email, answers }))).toMatchObject({
      status: 400,
      type: 'SURVEY_ALREADY_SUBMITTED',
      message: 'This survey has already been submitted',
    });
    expect(
      (await add({ kind: 'mid', email, answers: { ...answers, helpfulness: 1 } })).statusCode,
    ).toBe(200);
  });

  it('checks answers against the questionnaire: required, type, allowed values, unknown ids', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...answers, stress_upset: undefined }, 'answers.stress_upset', 'fieldRequired'],
      [{ ...answers, sleep_quality: '' }, 'answers.sleep_quality', 'fieldRequired'],
      [{ ...answers, stress_upset: 6 }, 'answers.stress_upset', 'fieldInvalid'],
      [{ ...answers, stress_upset: 2.5 }, 'answers.stress_upset', 'fieldInvalid'],
      [{ ...answers, sleep_quality: 'superb' }, 'answers.sleep_quality', 'fieldInvalid'],
      [{ ...answers, comments: 'x'.repeat(2001) }, 'answers.comments', 'fieldInvalid'],
      [{ ...answers, favourite_colour: 'blue' }, 'answers.favourite_colour', 'fieldInvalid'],
    ];
    for (const [given, field, key] of cases) {
      const error = errorOf(await add({ kind: 'pre', email: uniqueEmail(), answers: given }));
      expect(error).toMatchObject({ status: 400, type: 'VALIDATION_ERROR' });
      expect(error.fields).toMatchObject({ [field]: key });
    }
    for (const body of [
      { kind: 'pre', email: 'nope', answers },
      { kind: 'x', email: uniqueEmail(), answers },
      { kind: 'pre', email: uniqueEmail(), answers: 'not json' },
    ]) {
      expect(errorOf(await add(body)).type).toBe('VALIDATION_ERROR');
    }
    expect(
      await db.select().from(studySurveyResponses).where(eq(studySurveyResponses.kind, 'pre')),
    ).toHaveLength(2);
  });

  it("signed in, refuses another person's address with 404", async () => {
    const { auth } = await buildSignedInUser(db, clock.now());
    const { user: other } = await buildUser(db);
    expect(errorOf(await add({ kind: 'pre', email: other.email, answers }, auth)).status).toBe(404);
    const [row] = await db.select().from(users).where(eq(users.id, other.id));
    expect(row!.presurveyCompletedAt).toBeNull();
  });
});

describe('add-survey bot check', async () => {
  const guarded = await createTestApp({ env: { BOT_CHECK: 'altcha' } });
  it('refuses a submission without a bot-check solution', async () => {
    const res = await guarded.app.inject({
      method: 'POST',
      url: API.addStudySurvey,
      payload: { kind: 'pre', email: uniqueEmail(), answers },
    });
    expect(errorOf(res)).toMatchObject({ status: 400, type: 'BOT_CHECK_FAILED' });
  });
});
