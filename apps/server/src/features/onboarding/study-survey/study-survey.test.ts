import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  MESSAGES,
  ZAddStudySurveyResponse,
  ZStudySurveyResponse,
  type TStudySurveyKind,
} from '@resona/contract';
import { FIRST_STUDY_ID, studySurveyResponses, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser, buildUser, uniqueEmail } from '../../../test/factories.ts';
import { errorOf, multipart } from '../../../test/http.ts';
import { issueStudyLink, STUDY_LINK_TTL_MS } from '../../auth/study-links.ts';

const { app, db, clock } = await createTestApp();
const answers = {
  stress_upset: 4,
  stress_control: '2',
  sleep_quality: 'fairly_bad',
  practice_frequency: 'never',
};
const en = MESSAGES.en;
/** The token of a link as the study mail carries it. */
const link = (userId: number, kind: TStudySurveyKind) =>
  issueStudyLink(db, userId, kind, clock.now(), FIRST_STUDY_ID);
const responsesOf = (userId: number) =>
  db.select().from(studySurveyResponses).where(eq(studySurveyResponses.userId, userId));
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
    const { auth } = await buildSignedInUser(db, clock.now());
    await add({ kind: 'mid', answers: { ...answers, helpfulness: 5 } }, auth);
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
  it('signed out, an address alone files nothing for its account', async () => {
    const { user } = await buildUser(db);
    const res = await add({ kind: 'pre', email: user.email, answers });
    expect(errorOf(res)).toMatchObject({
      status: 400,
      type: 'INVALID_TOKEN',
      message: en.studyLinkMissing,
    });
    expect(await responsesOf(user.id)).toHaveLength(0);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.presurveyCompletedAt).toBeNull();
  });

  it('stores the answers from a mailed link and completes the pre-survey of its account', async () => {
    const { user } = await buildUser(db);
    const token = await link(user.id, 'pre');
    // An address in the body changes nothing: the link names the person.
    const res = await add({
      kind: 'pre',
      token,
      email: uniqueEmail('someone-else'),
      answers: { ...answers, comments: ' calmer ' },
    });
    expect(res.statusCode).toBe(200);
    expect(ZAddStudySurveyResponse.parse(res.json()).data).toEqual({
      kind: 'pre',
      submitted: true,
      // No threshold crossed, so no help text (decision 109).
      help_text: null,
    });
    const [stored] = await responsesOf(user.id);
    expect(stored).toMatchObject({
      email: user.email,
      answers: { ...answers, stress_control: 2, comments: 'calmer' },
    });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.presurveyCompletedAt).not.toBeNull();
  });

  it('takes a link once; a used, expired, forged or other-kind link files nothing', async () => {
    const { user } = await buildUser(db);
    const used = await link(user.id, 'mid');
    const mid = { ...answers, helpfulness: 4 };
    expect((await add({ kind: 'mid', token: used, answers: mid })).statusCode).toBe(200);
    expect(errorOf(await add({ kind: 'mid', token: used, answers: mid }))).toMatchObject({
      status: 400,
      type: 'INVALID_TOKEN',
      message: en.studyLinkInvalid,
    });
    const { user: other } = await buildUser(db);
    const preLink = await link(other.id, 'pre');
    expect(errorOf(await add({ kind: 'post', token: preLink, answers: mid }))).toMatchObject({
      type: 'INVALID_TOKEN',
      message: en.studyLinkInvalid,
    });
    expect(errorOf(await add({ kind: 'pre', token: 'forged-link-token', answers }))).toMatchObject({
      type: 'INVALID_TOKEN',
      message: en.studyLinkInvalid,
    });
    clock.advance(STUDY_LINK_TTL_MS + 1000);
    expect(errorOf(await add({ kind: 'pre', token: preLink, answers }))).toMatchObject({
      status: 400,
      type: 'TOKEN_EXPIRED',
      message: en.studyLinkExpired,
    });
    expect(await responsesOf(other.id)).toHaveLength(0);
    // The message is the reader's language.
    const fresh = await link(other.id, 'post');
    clock.advance(STUDY_LINK_TTL_MS + 1000);
    const german = await add(
      { kind: 'post', token: fresh, answers: mid },
      { 'device-language': 'de' },
    );
    expect(errorOf(german).message).toBe(MESSAGES.de.studyLinkExpired);
  });

  it('accepts multipart with the answers as JSON', async () => {
    const { user } = await buildUser(db);
    const form = await multipart({
      kind: 'post',
      token: await link(user.id, 'post'),
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
    expect(await responsesOf(user.id)).toHaveLength(1);
  });

  it('signed in, files the caller’s own answers, once per kind', async () => {
    const { user, auth } = await buildSignedInUser(db, clock.now());
    const { user: other } = await buildUser(db);
    // Another person's address in the body is not a way to answer for them.
    expect((await add({ kind: 'pre', email: other.email, answers }, auth)).statusCode).toBe(200);
    expect((await responsesOf(user.id)).map((r) => r.email)).toEqual([user.email]);
    expect(await responsesOf(other.id)).toHaveLength(0);
    const [row] = await db.select().from(users).where(eq(users.id, other.id));
    expect(row!.presurveyCompletedAt).toBeNull();
    expect(errorOf(await add({ kind: 'pre', answers }, auth))).toMatchObject({
      status: 400,
      type: 'SURVEY_ALREADY_SUBMITTED',
      message: 'This survey has already been submitted',
    });
    expect(
      (await add({ kind: 'mid', answers: { ...answers, helpfulness: 1 } }, auth)).statusCode,
    ).toBe(200);
  });

  it('checks answers against the questionnaire: required, type, allowed values, unknown ids', async () => {
    const { user, auth } = await buildSignedInUser(db, clock.now());
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
      const error = errorOf(await add({ kind: 'pre', answers: given }, auth));
      expect(error).toMatchObject({ status: 400, type: 'VALIDATION_ERROR' });
      expect(error.fields).toMatchObject({ [field]: key });
    }
    for (const body of [
      { kind: 'x', answers },
      { kind: 'pre', answers: 'not json' },
      { kind: 'pre', token: '', answers },
    ]) {
      expect(errorOf(await add(body, auth)).type).toBe('VALIDATION_ERROR');
    }
    expect(await responsesOf(user.id)).toHaveLength(0);
  });
});

describe('POST survey-completed', () => {
  const completed = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: API.surveyCompleted, headers, payload });
  const presurveyOf = async (id: number) =>
    (await db.select().from(users).where(eq(users.id, id)))[0]!.presurveyCompletedAt;

  it('signed out, an address alone lifts no one’s pre-survey gate', async () => {
    const { user } = await buildUser(db);
    expect(errorOf(await completed({ email: user.email }))).toMatchObject({
      status: 400,
      type: 'INVALID_TOKEN',
      message: en.studyLinkMissing,
    });
    expect(await presurveyOf(user.id)).toBeNull();
  });

  it('takes the mailed link once and marks its account', async () => {
    const { user } = await buildUser(db);
    const token = await link(user.id, 'pre');
    const done = await completed({ token, kind: 'pre' });
    expect(done.json()).toMatchObject({ status_code: 200, message: en.surveyCompleted });
    expect(await presurveyOf(user.id)).not.toBeNull();
    expect(errorOf(await completed({ token, kind: 'pre' }))).toMatchObject({
      type: 'INVALID_TOKEN',
      message: en.studyLinkInvalid,
    });
  });

  it('signed in, marks the caller only', async () => {
    const { user, auth } = await buildSignedInUser(db, clock.now());
    const { user: other } = await buildUser(db);
    expect((await completed({ email: other.email }, auth)).statusCode).toBe(200);
    expect(await presurveyOf(user.id)).not.toBeNull();
    expect(await presurveyOf(other.id)).toBeNull();
  });

  it('refuses a kind it does not know', async () => {
    expect(errorOf(await completed({ kind: 'later', token: 'x' })).type).toBe('VALIDATION_ERROR');
  });
});

describe('add-survey bot check', async () => {
  const guarded = await createTestApp({ env: { BOT_CHECK: 'altcha' } });
  it('refuses a submission without a bot-check solution', async () => {
    const res = await guarded.app.inject({
      method: 'POST',
      url: API.addStudySurvey,
      payload: { kind: 'pre', token: 'any-link-token', answers },
    });
    expect(errorOf(res)).toMatchObject({ status: 400, type: 'BOT_CHECK_FAILED' });
  });
});
