import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  ZAdminStudySurveysResponse,
  ZSaveStudySurveyResponse,
  ZSendStudyLinksResponse,
  ZStudySurveyResponse,
  type TEditableSurvey,
} from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { buildStudy, uniqueEmail } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import {
  call,
  expectRunsStudyOnly,
  signInAdmin,
  signInMember,
  signInParticipant,
  signInStudyParticipant,
} from '../test-helpers.ts';

const { app, db, clock, mails } = await createTestApp();
const admin = await signInAdmin(db, clock.now());

const list = async () =>
  ZAdminStudySurveysResponse.parse(
    (await call(app, 'GET', API.adminStudySurveys, admin.auth)).json(),
  ).data.surveys;

describe('study surveys in the console', () => {
  it('shows each questionnaire in every language with its completion', async () => {
    const someone = await signInStudyParticipant(db, clock.now());
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

    // Saving it again unchanged (as the editor sends it back) makes no version 3.
    const [, saved] = await list();
    const again = ZSaveStudySurveyResponse.parse(
      (
        await call(app, 'POST', apiPath(API.adminStudySurvey, { kind: 'mid' }), admin.auth, {
          titles: saved!.titles,
          intros: saved!.intros,
          questions: saved!.questions,
        })
      ).json(),
    );
    expect(again.message).toBe('Nothing changed, so no new version was made');
    expect(again.data.survey.version).toBe(2);
    expect((await list())[1]!.version).toBe(2);

    // The history keeps both versions, newest first; the save's time comes from the audit trail.
    const history = (await list())[1]!.versions;
    expect(Date.parse(history[0]!.saved_at!)).toBeLessThanOrEqual(clock.now().getTime());
    expect(history).toEqual([
      {
        version: 2,
        active: true,
        questions: mid!.questions.length + 1,
        responses: 0,
        saved_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      {
        version: 1,
        active: false,
        questions: mid!.questions.length,
        responses: 0,
        saved_at: null,
      },
    ]);
  });

  it('refuses a questionnaire without English, with a repeated id or with no questions', async () => {
    const [pre] = await list();
    const save = (body: unknown, kind = 'pre') =>
      call(app, 'POST', apiPath(API.adminStudySurvey, { kind }), admin.auth, body);
    const base = { titles: pre!.titles, intros: pre!.intros, questions: pre!.questions };
    expect(errorOf(await save({ ...base, titles: { fr: 'Titre' } })).fields).toEqual({
      titles: 'fieldRequired',
    });
    // A repeated id or choice value is reported at the item that repeats it.
    const repeated = errorOf(
      await save({ ...base, questions: [...base.questions, base.questions[0]] }),
    );
    expect(repeated).toMatchObject({ status: 400, message: 'Each question needs its own id' });
    expect(repeated.fields).toEqual({
      [`questions.${base.questions.length}.id`]: 'adminSurveyDuplicateId',
    });
    const choice = {
      id: 'mood',
      type: 'single',
      required: true,
      text: { en: 'Mood?' },
      options: [
        { value: 'ok', label: { en: 'OK' } },
        { value: 'ok', label: { en: 'Fine' } },
      ],
    };
    expect(errorOf(await save({ ...base, questions: [choice] })).fields).toEqual({
      'questions.0.options.1.value': 'adminSurveyDuplicateChoice',
    });
    expect(
      errorOf(
        await save({
          ...base,
          questions: [
            { ...choice, id: 'Mood!', options: [choice.options[0]] },
            { id: 'note', type: 'text', required: false, text: { en: 'Note' }, max_length: 0 },
          ],
        }),
      ).fields,
    ).toEqual({
      'questions.0.id': 'adminSurveyQuestionId',
      'questions.0.options': 'adminSurveyChoices',
      'questions.1.max_length': 'adminSurveyMaxLength',
    });
    expect(errorOf(await save({ ...base, questions: [] })).fields).toEqual({
      questions: 'adminSurveyNoQuestions',
    });
    expect(errorOf(await save({ ...base, titles: { en: 'x', xx: 'y' } })).fields).toEqual({
      titles: 'fieldInvalid',
    });
    expect(errorOf(await save(base, 'final')).status).toBe(400);
    expect((await list())[0]!.version).toBe(1);
  });
});

describe('study survey links from the console', () => {
  const send = (kind: string, emails: string, auth = admin.auth) =>
    call(app, 'POST', apiPath(API.adminStudySurveyLinks, { kind }), auth, { emails });

  it('mails each participant a link of their own, which files their answers signed out', async () => {
    const someone = await signInStudyParticipant(db, clock.now());
    const stranger = uniqueEmail('no-account');
    const res = await send('mid', `${someone.user.email.toUpperCase()}, ${stranger}`);
    expect(ZSendStudyLinksResponse.parse(res.json())).toMatchObject({
      message: 'Survey links mailed: 1',
      data: { mailed: 1, unknown: [stranger] },
    });
    expect(mails.filter((m) => m.to === stranger)).toHaveLength(0);
    const mail = mails.filter((m) => m.to === someone.user.email).at(-1)!;
    const link = new URL(/http:\/\/localhost:3000\/mid-study-survey\?\S+/.exec(mail.text)![0]);
    const questions = ZStudySurveyResponse.parse(
      (await call(app, 'GET', `${API.studySurvey}?kind=mid`, {})).json(),
    ).data.survey.questions;
    const answers = Object.fromEntries(
      questions
        .filter((q) => q.required)
        .map((q) => [q.id, q.type === 'single' ? q.options[0]!.value : 3]),
    );
    const filed = await call(
      app,
      'POST',
      API.addStudySurvey,
      {},
      {
        kind: 'mid',
        token: link.searchParams.get('token'),
        answers,
      },
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const mid = (await list())[1]!;
    expect(mid.responses).toBe(1);
  });

  it('refuses a list with a bad address, and is for admins only', async () => {
    expect(errorOf(await send('post', 'a@x.io, oops')).fields).toEqual({
      'emails.1': 'emailInvalid',
    });
    expect(errorOf(await send('later', 'a@x.io')).status).toBe(400);
    const participant = await signInParticipant(db, clock.now());
    const url = apiPath(API.adminStudySurveyLinks, { kind: 'post' });
    const body = { emails: participant.user.email };
    await expectRunsStudyOnly(app, db, clock.now(), { method: 'POST', url, body });
  });
});

describe('two studies', () => {
  it("keeps each study's questionnaires, answers and links its own", async () => {
    const other = await buildStudy(db);
    const team = await signInMember(db, clock.now(), { role: 'owner', studyId: other.id });
    const inOther = (url: string, kind?: string) =>
      apiPath(url, { studyId: other.id, ...(kind && { kind }) });
    const listOther = async () =>
      ZAdminStudySurveysResponse.parse(
        (await call(app, 'GET', inOther(API.adminStudySurveys), team.auth)).json(),
      ).data.surveys;
    // A study starts with no questionnaire: its first save is its version 1.
    expect(await listOther()).toEqual([]);
    const [pre] = await list();
    const body = {
      titles: { ...pre!.titles, en: 'Their own start' },
      intros: pre!.intros,
      questions: pre!.questions,
    };
    const saved = await call(app, 'POST', inOther(API.adminStudySurvey, 'pre'), team.auth, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZSaveStudySurveyResponse.parse(saved.json()).data.survey.version).toBe(1);
    expect((await list())[0]).toMatchObject({ version: pre!.version, titles: pre!.titles });

    // Their participant is served their questionnaire and answers it; a first study's is not
    // counted there, and the first study's figures do not count theirs.
    const theirs = await signInStudyParticipant(db, clock.now(), { studyId: other.id });
    const ours = await signInStudyParticipant(db, clock.now());
    const served = ZStudySurveyResponse.parse(
      (await call(app, 'GET', `${API.studySurvey}?kind=pre`, theirs.auth)).json(),
    ).data.survey;
    expect(served.title).toBe('Their own start');
    const answers = Object.fromEntries(
      served.questions
        .filter((q) => q.required)
        .map((q) => [q.id, q.type === 'single' ? q.options[0]!.value : 3]),
    );
    const firstBefore = (await list())[0]!;
    const sent = await call(app, 'POST', API.addStudySurvey, theirs.auth, { kind: 'pre', answers });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mine] = await listOther();
    expect(mine).toMatchObject({ responses: 1, participants_done: 1, participants: 1 });
    expect((await list())[0]).toMatchObject({
      responses: firstBefore.responses,
      participants: firstBefore.participants,
    });

    // Links go to the study's own participants only; the first study's address is unknown here.
    const res = await call(app, 'POST', inOther(API.adminStudySurveyLinks, 'pre'), team.auth, {
      emails: `${theirs.user.email}, ${ours.user.email}`,
    });
    expect(ZSendStudyLinksResponse.parse(res.json()).data).toEqual({
      mailed: 1,
      unknown: [ours.user.email],
    });
    await app.deps.background.drain();
    const mail = mails.filter((m) => m.to === theirs.user.email).at(-1)!;
    const link = new URL(/http:\/\/localhost:3000\/pre-study-survey\?\S+/.exec(mail.text)![0]);
    const token = link.searchParams.get('token')!;
    // Signed out, the link names the study: its questionnaire is shown.
    const shown = ZStudySurveyResponse.parse(
      (await call(app, 'GET', `${API.studySurvey}?kind=pre&token=${token}`, {})).json(),
    ).data.survey;
    expect(shown.title).toBe('Their own start');

    // Each team reaches nothing of the other study.
    const firstPath = apiPath(API.adminStudySurvey, { studyId: 1, kind: 'pre' });
    expect(errorOf(await call(app, 'POST', firstPath, team.auth, body)).status).toBe(404);
    const theirList = await call(app, 'GET', inOther(API.adminStudySurveys), admin.auth);
    expect(errorOf(theirList)).toMatchObject({ status: 404, type: 'NOT_FOUND' });
  });
});
