import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, apiPath, MESSAGES } from '@resona/contract';
import { createMailer } from '../../../core/mailer.ts';
import type { JobSender } from '../../../core/jobs.ts';
import { createSession } from '../../../core/session-queries.ts';
import { DEMO_EMAIL } from '../../../db/participants.ts';
import {
  FIRST_STUDY_ID,
  notifications,
  oneTimeTokens,
  questionnaireDeliveries,
  studySurveyResponses,
  studySurveys,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import {
  buildAccessCode,
  buildSignedInUser,
  buildStudy,
  buildUser,
} from '../../../test/factories.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { startSmtpInbox } from '../../../test/smtp-inbox.ts';
import { post } from '../../sessions/test-helpers.ts';
import { call, joinCohort, signInAdmin, signInMember } from '../test-helpers.ts';
import { questionnaireJobs } from './jobs.ts';

const smtp = await startSmtpInbox();
const { app, db, clock } = await createTestApp();
app.deps.mailer = createMailer({
  db,
  log: app.log,
  smtpUrl: smtp.url,
  from: 'Resona <no-reply@resona.test>',
});

/** Moves the test clock to an absolute instant (the app's deps.now follows it). */
const setClock = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());

/** The scheduler's own job, run as pg-boss would run it at the clock's instant. */
const [job] = questionnaireJobs(app.deps);
const noJobs: JobSender = { send: async () => {} };
async function runJobAt(iso: string) {
  setClock(iso);
  await job!.handler({}, noJobs);
  await app.deps.background.drain();
}

const code = await buildAccessCode(db, { useLimit: 1000, studyId: FIRST_STUDY_ID });

/** A participant whose study started at `startIso`, in `zone` (the device's, or a reminder's). */
async function participant(startIso: string, zone: string, how: 'device' | 'reminder', lang = 1) {
  const person = await buildSignedInUser(db, clock.now(), {
    isSubscribed: true,
    defaultLanguage: lang,
    ...(how === 'device' ? { deviceTimezone: zone } : { deviceTimezone: 'Asia/Tokyo' }),
  });
  if (how === 'reminder') {
    const res = await post(
      app,
      API.setReminder,
      { is_reminder: 1, remind_time: '8:00 PM', time_zone: zone },
      person.auth,
    );
    expect(res.statusCode).toBe(200);
  }
  await joinCohort(db, person.user.id, code.id, new Date(startIso));
  return person.user;
}

const deliveries = async (userId: number) =>
  (await sentDeliveries(userId)).map(({ stage, dueAt }) => ({ stage, dueAt }));

const sentDeliveries = (userId: number, kind: 'mid' | 'post' = 'mid') =>
  db
    .select({
      stage: questionnaireDeliveries.stage,
      dueAt: questionnaireDeliveries.dueAt,
      sentAt: questionnaireDeliveries.sentAt,
    })
    .from(questionnaireDeliveries)
    .where(and(eq(questionnaireDeliveries.userId, userId), eq(questionnaireDeliveries.kind, kind)))
    .orderBy(asc(questionnaireDeliveries.sentAt));

const notesOf = (userId: number) =>
  db
    .select({
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));

const localDay = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(at);

// A fixed "now" while the researcher sets things up, well before the study days below.
setClock('2026-02-01T09:00:00Z');
const admin = await signInAdmin(db, clock.now());

/** The researcher's call at the clock's time (a session of that moment: the clock jumps months). */
async function asResearcher(method: 'GET' | 'POST', url: string, body?: unknown) {
  const token = await createSession(db, { userId: admin.user.id, secondFactor: true }, clock.now());
  return call(app, method, url, { authorization: `Bearer ${token}` }, body);
}

async function schedule(kind: 'pre' | 'mid' | 'post', body: Record<string, unknown>) {
  const res = await asResearcher('POST', apiPath(API.adminQuestionnaireSchedule, { kind }), body);
  expect(res.statusCode, res.body).toBe(200);
}

describe('a scheduled questionnaire arrives once on its day across DST', () => {
  it('on day 14 at 10:00 local in Berlin (the spring change) and New York, reminded after 3 days only when not done', async () => {
    await schedule('mid', {
      enabled: true,
      mode: 'day',
      day_in_study: 14,
      local_time: '10:00',
      remind_after_days: 3,
    });
    // Berlin: starts on 15 March (CET); day 14 is 29 March, the night clocks go to CEST (UTC+2).
    const berlin = await participant('2026-03-15T11:00:00Z', 'Europe/Berlin', 'device', 3);
    // New York: starts on 22 February (EST); day 14 is 8 March, the day clocks go to EDT (UTC−4).
    const newYork = await participant('2026-02-22T17:00:00Z', 'America/New_York', 'reminder');
    // Neither researchers nor the demo account take part, whatever their study start.
    const researcher = (await buildUser(db, { role: 'admin' })).user;
    await joinCohort(db, researcher.id, code.id, new Date('2026-02-22T17:00:00Z'));
    const demo = (await buildUser(db, { email: DEMO_EMAIL })).user;
    await joinCohort(db, demo.id, code.id, new Date('2026-02-22T17:00:00Z'));

    // New York: 10:00 EDT is 14:00Z (15:00Z had it been EST).
    for (const at of ['2026-03-08T04:59:00Z', '2026-03-08T13:59:00Z']) await runJobAt(at);
    expect(await deliveries(newYork.id)).toEqual([]);
    for (const at of ['2026-03-08T14:00:30Z', '2026-03-08T14:01:00Z', '2026-03-08T15:00:00Z']) {
      await runJobAt(at);
    }
    expect(await deliveries(newYork.id)).toEqual([
      { stage: 'first', dueAt: new Date('2026-03-08T14:00:00Z') },
    ]);
    const [sent] = await sentDeliveries(newYork.id);
    expect(localDay(sent!.sentAt, 'America/New_York')).toBe('2026-03-08');
    const [note] = await notesOf(newYork.id);
    expect(note).toMatchObject({
      type: 'Other',
      title: MESSAGES.en.questionnaireDueTitle,
      body: 'Mid-study survey: a few minutes for the Resona study. Thank you for answering.',
      url: '/mid-study-survey',
    });
    // The mail, over SMTP, carries a link of their own to the questionnaire.
    const mail = await smtp.mailTo(newYork.email);
    expect(mail.subject).toBe('Your Resona questionnaire: Mid-study survey');
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/mid-study-survey');
    expect(link.searchParams.get('token')).toMatch(/\S{20,}/);

    // Berlin: 10:00 CEST is 08:00Z (09:00Z had it been CET).
    for (const at of ['2026-03-28T09:00:00Z', '2026-03-29T01:30:00Z', '2026-03-29T07:59:00Z']) {
      await runJobAt(at);
    }
    expect(await deliveries(berlin.id)).toEqual([]);
    for (const at of ['2026-03-29T08:00:30Z', '2026-03-29T09:00:00Z', '2026-03-30T08:00:00Z']) {
      await runJobAt(at);
    }
    expect(await deliveries(berlin.id)).toEqual([
      { stage: 'first', dueAt: new Date('2026-03-29T08:00:00Z') },
    ]);
    const german = await notesOf(berlin.id);
    expect(german).toHaveLength(1);
    expect(localDay((await sentDeliveries(berlin.id))[0]!.sentAt, 'Europe/Berlin')).toBe(
      '2026-03-29',
    );
    expect(german[0]!.title).toBe(MESSAGES.de.questionnaireDueTitle);
    expect(german[0]!.body).toContain('Fragebogen zur Studienmitte');
    expect((await smtp.mailTo(berlin.email)).subject).toBe(
      'Ihr Resona-Fragebogen: Fragebogen zur Studienmitte',
    );

    // New York never answered: one reminder on 11 March at 10:00 EDT, then nothing more.
    expect((await notesOf(newYork.id)).filter((n) => n.type === 'Reminder')).toHaveLength(0);
    for (const at of ['2026-03-11T13:59:00Z', '2026-03-11T14:00:30Z', '2026-03-11T20:00:00Z']) {
      await runJobAt(at);
    }
    expect(await deliveries(newYork.id)).toEqual([
      { stage: 'first', dueAt: new Date('2026-03-08T14:00:00Z') },
      { stage: 'reminder', dueAt: new Date('2026-03-11T14:00:00Z') },
    ]);
    const reminded = (await notesOf(newYork.id)).filter((n) => n.type === 'Reminder');
    // The reminder of the daily practice (8 PM) is not this one: only the questionnaire's counts.
    expect(reminded.filter((n) => n.url === '/mid-study-survey')).toHaveLength(1);
    expect((await smtp.mailTo(newYork.email, 2)).subject).toBe('A reminder: Mid-study survey');

    // Berlin answers on 30 March, signed in: no reminder on 1 April.
    setClock('2026-03-30T18:00:00Z');
    const token = await createSession(db, { userId: berlin.id }, clock.now());
    const answered = await app.inject({
      method: 'POST',
      url: API.addStudySurvey,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        kind: 'mid',
        answers: {
          stress_upset: 3,
          stress_control: '2',
          sleep_quality: 'fairly_bad',
          practice_frequency: 'never',
          helpfulness: 4,
        },
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    for (const at of ['2026-04-01T08:00:30Z', '2026-04-01T12:00:00Z']) await runJobAt(at);
    expect((await deliveries(berlin.id)).map((d) => d.stage)).toEqual(['first']);

    // Nothing ever reached the researcher or the demo account.
    expect(await deliveries(researcher.id)).toEqual([]);
    expect(await deliveries(demo.id)).toEqual([]);
    expect(await notesOf(demo.id)).toEqual([]);

    // The console: New York overdue, Berlin done on time (before the reminder's moment).
    setClock('2026-04-02T12:00:00Z');
    const res = await asResearcher('GET', API.adminQuestionnaireSchedules);
    const mid = (
      res.json() as {
        data: { schedules: { kind: string; completion: Record<string, number> }[] };
      }
    ).data.schedules.find((s) => s.kind === 'mid');
    expect(mid?.completion).toMatchObject({
      participants: 2,
      done_on_time: 1,
      overdue: 1,
      sent: 2,
      reminded: 1,
    });
  });

  it('two schedulers racing over the same minute send each participant one questionnaire', async () => {
    await schedule('post', {
      enabled: true,
      mode: 'date',
      on_date: '2026-05-04',
      local_time: '09:30',
      remind_after_days: 7,
    });
    const people = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        participant('2026-04-20T10:00:00Z', i % 2 ? 'Asia/Kolkata' : 'UTC', 'device'),
      ),
    );
    setClock('2026-05-04T10:00:00Z');
    await Promise.all([job!.handler({}, noJobs), job!.handler({}, noJobs)]);
    await app.deps.background.drain();
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(questionnaireDeliveries)
      .where(
        and(
          eq(questionnaireDeliveries.kind, 'post'),
          sql`${questionnaireDeliveries.userId} = ANY(${`{${people.map((p) => p.id).join(',')}}`}::int[])`,
        ),
      );
    expect(rows[0]!.n).toBe(12);
    for (const p of people) {
      expect((await notesOf(p.id)).filter((n) => n.url === '/post-study-survey')).toHaveLength(1);
    }
    // Someone who already answered (from a link mailed by hand) is not sent it.
    const early = await participant('2026-04-20T10:00:00Z', 'UTC', 'device');
    const [survey] = await db
      .select({ id: studySurveys.id })
      .from(studySurveys)
      .where(and(eq(studySurveys.kind, 'post'), eq(studySurveys.active, true)));
    await db.insert(studySurveyResponses).values({
      surveyId: survey!.id,
      kind: 'post',
      userId: early.id,
      email: early.email,
      answers: {},
    });
    await runJobAt('2026-05-04T11:00:00Z');
    // (Their day 14, 4 May, brings the mid-study one: only the post-study one is answered.)
    expect((await sentDeliveries(early.id, 'post')).length).toBe(0);
    expect((await sentDeliveries(early.id, 'mid')).length).toBe(1);
  });
});

describe('two studies (issue 33)', () => {
  it("sends each study's schedule to its own participants, with its questionnaire and link", async () => {
    const other = await buildStudy(db);
    const team = await signInMember(db, clock.now(), { role: 'researcher', studyId: other.id });
    await db.insert(studySurveys).values({
      studyId: other.id,
      kind: 'post',
      version: 1,
      titles: { en: 'Their closing questionnaire' },
      intros: { en: '' },
      questions: [],
    });
    const session = await createSession(
      db,
      { userId: team.user.id, secondFactor: true },
      clock.now(),
    );
    const url = apiPath(API.adminQuestionnaireSchedule, { studyId: other.id, kind: 'post' });
    const body = {
      enabled: true,
      mode: 'date',
      on_date: '2026-06-10',
      local_time: '09:00',
      remind_after_days: 7,
    };
    const saved = await call(app, 'POST', url, { authorization: `Bearer ${session}` }, body);
    expect(saved.statusCode, saved.body).toBe(200);

    // One participant in each study, both starting on 1 June (UTC).
    const theirCode = await buildAccessCode(db, { useLimit: 10, studyId: other.id });
    const theirs = (await buildSignedInUser(db, clock.now(), { deviceTimezone: 'UTC' })).user;
    await joinCohort(db, theirs.id, theirCode.id, new Date('2026-06-01T08:00:00Z'));
    const ours = await participant('2026-06-01T08:00:00Z', 'UTC', 'device');

    // 10 June: their post-study questionnaire reaches them, not ours (the first study's is dated
    // 4 May, before ours started).
    await runJobAt('2026-06-10T09:00:30Z');
    const [delivery] = await db
      .select()
      .from(questionnaireDeliveries)
      .where(eq(questionnaireDeliveries.userId, theirs.id));
    expect(delivery).toMatchObject({ studyId: other.id, kind: 'post', stage: 'first' });
    expect(await sentDeliveries(ours.id, 'post')).toEqual([]);
    const mail = await smtp.mailTo(theirs.email);
    expect(mail.subject).toBe('Your Resona questionnaire: Their closing questionnaire');
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    const [link] = await db
      .select({ studyId: oneTimeTokens.studyId })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(link).toEqual({ studyId: other.id });

    // 15 June, day 14: the first study's mid-study questionnaire reaches ours only.
    await runJobAt('2026-06-15T10:00:30Z');
    expect((await sentDeliveries(ours.id, 'mid')).length).toBe(1);
    expect((await sentDeliveries(theirs.id, 'mid')).length).toBe(0);
  });
});
