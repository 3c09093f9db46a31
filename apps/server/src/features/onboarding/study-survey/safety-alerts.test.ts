import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  ZAddStudySurveyResponse,
  ZAdminStudySurveysResponse,
  ZStudySurveyResponse,
  type TEditableQuestion,
} from '@resona/contract';
import { createMailer } from '../../../core/mailer.ts';
import { pseudonymiser } from '../../../core/pseudonym.ts';
import {
  auditLog,
  FIRST_STUDY_ID,
  outbox,
  studySurveyResponses,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser, buildStudy, uniqueEmail } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { startSmtpInbox } from '../../../test/smtp-inbox.ts';
import {
  call,
  signInAdmin,
  signInMember,
  signInStudyParticipant,
} from '../../admin/test-helpers.ts';

// Real SMTP: the alert is checked as its contacts' mail client reads it.
const smtp = await startSmtpInbox();
const { app, db, clock } = await createTestApp();
app.deps.mailer = createMailer({
  db,
  log: app.log,
  smtpUrl: smtp.url,
  from: 'Resona <no-reply@resona.test>',
});
const admin = await signInAdmin(db, clock.now());
const pseudonym = pseudonymiser(app.deps.config.dataDir, FIRST_STUDY_ID);

const GERMAN = uniqueEmail();
const ENGLISH = uniqueEmail();
for (const [email, language] of [
  [GERMAN, 'de'],
  [ENGLISH, 'en'],
]) {
  const res = await call(app, 'POST', API.adminSafetyContacts, admin.auth, {
    name: `Contact ${language}`,
    email,
    language,
  });
  expect(res.statusCode, res.body).toBe(200);
}
const HELP = {
  en: 'Call 116 123 any time, free.',
  de: 'Rufen Sie jederzeit kostenfrei 0800 111 0 111 an.',
};
await call(app, 'POST', API.adminSafetyHelpTexts, admin.auth, { help_texts: HELP });

/** The mid-study questionnaire as served, with `change` made to its questions. */
async function saveMid(change: (questions: TEditableQuestion[]) => TEditableQuestion[]) {
  const listed = ZAdminStudySurveysResponse.parse(
    (await call(app, 'GET', API.adminStudySurveys, admin.auth)).json(),
  );
  const mid = listed.data.surveys.find((s) => s.kind === 'mid')!;
  const body = { titles: mid.titles, intros: mid.intros, questions: change(mid.questions) };
  return call(app, 'POST', apiPath(API.adminStudySurvey, { kind: 'mid' }), admin.auth, body);
}
const withAlert = (id: string, alert: unknown) => (questions: TEditableQuestion[]) =>
  questions.map((q) => (q.id === id ? ({ ...q, alert } as TEditableQuestion) : q));

const answers = {
  stress_upset: 2,
  stress_control: 2,
  sleep_quality: 'fairly_good',
  practice_frequency: 'never',
  helpfulness: 4,
};
/** A participant reading Resona in German (3) unless told; the reply is in their language. */
async function answerMid(values: Record<string, string | number>, defaultLanguage = 3) {
  const person = await buildSignedInUser(db, clock.now(), { defaultLanguage });
  const submit = () =>
    app.inject({
      method: 'POST',
      url: API.addStudySurvey,
      headers: person.auth,
      payload: { kind: 'mid', answers: { ...answers, ...values } },
    });
  return { person, submit };
}
const outboxTo = (email: string) => db.select().from(outbox).where(eq(outbox.recipient, email));

describe('a threshold saved with the questionnaire', () => {
  it.each([
    ['stress_upset', { at_least: 6 }, 'at_least', 'adminSurveyAlertAtLeast'],
    ['stress_upset', { at_least: 2.5 }, 'at_least', 'adminSurveyAlertAtLeast'],
    ['stress_upset', {}, 'at_least', 'adminSurveyAlertAtLeast'],
    ['sleep_quality', { values: ['dreadful'] }, 'values', 'adminSurveyAlertValues'],
    ['sleep_quality', { values: [] }, 'values', 'adminSurveyAlertValues'],
  ])('refuses %s alerting on %j', async (id, alert, field, message) => {
    const res = await saveMid(withAlert(id, alert));
    const index = id === 'stress_upset' ? 0 : 2;
    expect(errorOf(res)).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      fields: { [`questions.${index}.alert.${field}`]: message },
    });
  });

  it('keeps a scale and a single-choice threshold in the new version', async () => {
    const res = await saveMid((questions) =>
      withAlert('sleep_quality', { values: ['very_bad'] })(
        withAlert('stress_upset', { at_least: 4 })(questions),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { survey } = (res.json() as { data: { survey: { questions: TEditableQuestion[] } } })
      .data;
    expect(survey.questions[0]).toMatchObject({ id: 'stress_upset', alert: { at_least: 4 } });
    expect(survey.questions[2]).toMatchObject({
      id: 'sleep_quality',
      alert: { values: ['very_bad'] },
    });
  });
});

describe('an answer that crosses a threshold', () => {
  it('mails each contact once, in their language, and shows the help text', async () => {
    const { person, submit } = await answerMid({ stress_upset: 4 });
    const res = await submit();
    expect(res.statusCode, res.body).toBe(200);
    expect(ZAddStudySurveyResponse.parse(res.json()).data.help_text).toBe(HELP.de);

    const german = await smtp.mailTo(GERMAN);
    expect(german.subject).toBe('Sicherheitshinweis in First study');
    expect(german.text).toContain('Fragebogen: Fragebogen zur Studienmitte');
    expect(german.text).toContain('Frage stress_upset:');
    expect(german.text).toContain('Antwort: 4');
    expect(german.text).toContain(`Teilnehmende Person (Pseudonym): ${pseudonym(person.user.id)}`);
    expect(german.text).not.toContain(person.user.email);
    const english = await smtp.mailTo(ENGLISH);
    expect(english.subject).toBe('Safety alert in First study');
    expect(english.text).toContain('Questionnaire: Mid-study survey');

    for (const email of [GERMAN, ENGLISH]) {
      const rows = await outboxTo(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.sentAt).not.toBeNull();
    }
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'safety-alert.send'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      source: 'server',
      actorId: null,
      studyId: 1,
      after: { kind: 'mid', items: ['stress_upset'], participant: pseudonym(person.user.id) },
    });
    expect(JSON.stringify(entry)).not.toContain(person.user.email);
  });

  it('alerts on a chosen value, and the help text falls back to English', async () => {
    const before = (await outboxTo(ENGLISH)).length;
    const { submit } = await answerMid({ sleep_quality: 'very_bad' }, 2);
    const res = await submit();
    expect(ZAddStudySurveyResponse.parse(res.json()).data.help_text).toBe(HELP.en);
    expect(await outboxTo(ENGLISH)).toHaveLength(before + 1);
    expect((await smtp.mailTo(ENGLISH, before + 1)).text).toContain('Answer: very_bad');
  });

  it('is not mailed twice when the answer is sent again, nor for two sends at once', async () => {
    const before = (await outboxTo(GERMAN)).length;
    const { submit } = await answerMid({ stress_upset: 5 });
    const [first, second] = await Promise.all([submit(), submit()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const retry = await submit();
    expect(errorOf(retry)).toMatchObject({ status: 400, type: 'SURVEY_ALREADY_SUBMITTED' });
    // Every reply waited for the mail its request started: none is left to come.
    expect(await outboxTo(GERMAN)).toHaveLength(before + 1);
    expect(smtp.inbox.filter((m) => m.to === GERMAN)).toHaveLength(before + 1);
  });

  it('mails nobody below the threshold, and the reply carries no help text', async () => {
    const before = (await outboxTo(GERMAN)).length;
    const audits = (
      await db.select().from(auditLog).where(eq(auditLog.action, 'safety-alert.send'))
    ).length;
    const { submit } = await answerMid({ stress_upset: 3, sleep_quality: 'fairly_bad' });
    const res = await submit();
    expect(res.statusCode, res.body).toBe(200);
    expect(ZAddStudySurveyResponse.parse(res.json()).data.help_text).toBeNull();
    expect(await outboxTo(GERMAN)).toHaveLength(before);
    expect(
      await db.select().from(auditLog).where(eq(auditLog.action, 'safety-alert.send')),
    ).toHaveLength(audits);
  });
});

describe('a participant of another study (issue 33)', () => {
  it("answers their study's questionnaire: its contacts are alerted, its help text shown", async () => {
    const other = await buildStudy(db, { name: `Second study ${crypto.randomUUID()}` });
    const team = await signInMember(db, clock.now(), { role: 'researcher', studyId: other.id });
    const inOther = (url: string, extra = {}) => apiPath(url, { studyId: other.id, ...extra });
    const theirContact = uniqueEmail();
    const added = await call(app, 'POST', inOther(API.adminSafetyContacts), team.auth, {
      name: 'Their contact',
      email: theirContact,
      language: 'en',
    });
    expect(added.statusCode, added.body).toBe(200);
    const help = { en: 'The second study answers on 0800 000.' };
    await call(app, 'POST', inOther(API.adminSafetyHelpTexts), team.auth, { help_texts: help });
    // The study starts with no questionnaire; its team saves its own mid-study one.
    const first = ZAdminStudySurveysResponse.parse(
      (await call(app, 'GET', API.adminStudySurveys, admin.auth)).json(),
    ).data.surveys.find((s) => s.kind === 'mid')!;
    const body = {
      titles: { ...first.titles, en: 'Second study halfway' },
      intros: first.intros,
      questions: withAlert('stress_upset', { at_least: 3 })(first.questions),
    };
    const saved = await call(
      app,
      'POST',
      inOther(API.adminStudySurvey, { kind: 'mid' }),
      team.auth,
      body,
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const person = await signInStudyParticipant(db, clock.now(), { studyId: other.id });
    const shown = await app.inject({
      method: 'GET',
      url: `${API.studySurvey}?kind=mid`,
      headers: person.auth,
    });
    expect(ZStudySurveyResponse.parse(shown.json()).data.survey.title).toBe('Second study halfway');
    const before = { german: (await outboxTo(GERMAN)).length };
    const res = await app.inject({
      method: 'POST',
      url: API.addStudySurvey,
      headers: { ...person.auth, 'accept-language': 'en' },
      payload: { kind: 'mid', answers: { ...answers, stress_upset: 3 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZAddStudySurveyResponse.parse(res.json()).data.help_text).toBe(help.en);
    expect(await outboxTo(theirContact)).toHaveLength(1);
    expect((await smtp.mailTo(theirContact)).subject).toContain(other.name);
    // The first study's contacts hear nothing of another study's participant.
    expect(await outboxTo(GERMAN)).toHaveLength(before.german);
    const [response] = await db
      .select()
      .from(studySurveyResponses)
      .where(eq(studySurveyResponses.userId, person.user.id));
    expect(response).toMatchObject({ studyId: other.id, kind: 'mid' });
  });
});
