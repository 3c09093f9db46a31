import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  ZAdminStudySurveysResponse,
  ZSaveStudySurveyResponse,
  ZStudySurveyResponse,
  type TEditableSurvey,
} from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { errorOf } from '../../../test/http.ts';
import { call, signInAdmin, signInParticipant } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());

const list = async () =>
  ZAdminStudySurveysResponse.parse(
    (await call(app, 'GET', API.adminStudySurveys, admin.auth)).json(),
  ).data.surveys;

describe('study surveys in the console', () => {
  it('shows each questionnaire in every language with its completion', async () => {
    const someone = await signInParticipant(db, clock.now());
    const before = await list();
    expect(before.map((s) => s.kind)).toEqual(['pre', 'mid', 'post']);
    const pre = before[0]!;
    expect(pre.version).toBe(1);
    expect(pre.titles.en).toBe('Pre-study survey');
    expect(pre.titles.ar).toBe('استبيان ما قبل الدراسة');
    expect(pre.responses).toBe(0);
    // The participant answers the pre-study questionnaire.
    const questions = ZStudySurveyResponse.parse(
      (await call(app, 'GET', `${API.studySurvey}?kind=pre`, someone.auth)).json(),
    ).data.survey.questions;
    const answers = Object.fromEntries(
      questions
        .filter((q) => q.required)
        .map((q) => [q.id, q.type === 'single' ? q.options[0]!.value : 3]),
    );
    const sent = await call(app, 'POST', API.addStudySurvey, someone.auth, {
      kind: 'pre',
      email: someone.user.email,
      answers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = (await list())[0]!;
    expect(after.responses).toBe(1);
    expect(after.participants_done).toBe(1);
    expect(after.participants).toBe(pre.participants);
  });

  it('saves an edit as a new version that participants are then served', async () => {
    const [, mid] = await list();
    const edited: TEditableSurvey = {
      titles: { ...mid!.titles, en: 'Halfway questionnaire' },
      intros: mid!.intros,
      questions: [
        ...mid!.questions,
        {
          id: 'energy',
          type: 'scale',
          required: false,
          text: { en: 'How is your energy?' },
          min: 1,
          max: 5,
          min_label: { en: 'Low' },
          max_label: { en: 'High' },
        },
      ],
    };
    const res = await call(
      app,
      'POST',
      apiPath(API.adminStudySurvey, { kind: 'mid' }),
      admin.auth,
      edited,
    );
    const body = ZSaveStudySurveyResponse.parse(res.json());
    expect(body.message).toBe('Questionnaire saved as version 2');
    expect(body.data.survey).toMatchObject({
      kind: 'mid',
      version: 2,
      titles: { en: 'Halfway questionnaire' },
    });
    const served = ZStudySurveyResponse.parse(
      (await call(app, 'GET', `${API.studySurvey}?kind=mid`, { 'device-language': 'fr' })).json(),
    ).data.survey;
    expect(served.version).toBe(2);
    // French falls back to English where the editor gave only English.
    expect(served.questions.at(-1)).toMatchObject({ id: 'energy', text: 'How is your energy?' });
    expect((await list())[1]!.version).toBe(2);
  });

  it('refuses a questionnaire without English, with a repeated id or with no questions', async () => {
    const [pre] = await list();
    const save = (body: unknown, kind = 'pre') =>
      call(app, 'POST', apiPath(API.adminStudySurvey, { kind }), admin.auth, body);
    const base = { titles: pre!.titles, intros: pre!.intros, questions: pre!.questions };
    expect(errorOf(await save({ ...base, titles: { fr: 'Titre' } })).fields).toEqual({
      titles: 'fieldRequired',
    });
    expect(
      errorOf(await save({ ...base, questions: [...base.questions, base.questions[0]] })),
    ).toMatchObject({
      status: 400,
      message: 'Each question needs its own id',
    });
    expect(errorOf(await save({ ...base, questions: [] })).fields).toEqual({
      questions: 'fieldRequired',
    });
    expect(errorOf(await save({ ...base, titles: { en: 'x', xx: 'y' } })).fields).toEqual({
      titles: 'fieldInvalid',
    });
    expect(errorOf(await save(base, 'final')).status).toBe(400);
    expect((await list())[0]!.version).toBe(1);
  });
});
