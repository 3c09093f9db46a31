import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, apiPath } from '@resona/contract';
import {
  consentWithdrawals,
  exerciseFeedback,
  exercises,
  experienceMetas,
  FIRST_STUDY_ID,
  goals,
  narrations,
  sessionBeats,
  studySurveyResponses,
  studySurveys,
  themes,
  users,
} from '../../../db/schema/index.ts';
import { DEMO_EMAIL } from '../../../db/participants.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildAccessCode, buildUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { parseCsv } from '../../../test/read-csv.ts';
import { signCurrentVersion } from '../../consent/test-helpers.ts';
import { addHistory } from '../../library/test-helpers.ts';
import { EXERCISE } from '../../sessions/test-helpers.ts';
import { addCohort, call, dataOf, joinCohort, signInAdmin } from '../test-helpers.ts';
import { pseudonymIn, seedOtherStudy } from './test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());
const at = (iso: string) => new Date(iso);

// A small study seeded straight into the tables: two cohorts, three participants, a researcher.
const { cohort: alpha, code: alphaCode } = await addCohort(db, 'Alpha');
const { cohort: beta, code: betaCode } = await addCohort(db, 'Beta');
const { user: p1 } = await buildUser(db, {
  createdAt: at('2025-03-01T10:00:00Z'),
  isSubscribed: true,
  isSurveyComplete: true,
  isCalibrated: true,
  ageGroupId: 3,
  genderId: 1,
  experienceId: 2,
  averageSpeed: 5.5,
});
const { user: p2 } = await buildUser(db, {
  createdAt: at('2025-03-05T08:00:00Z'),
  isVerified: false,
});
const { user: p3 } = await buildUser(db, { createdAt: at('2025-04-01T00:00:00Z') });
await joinCohort(db, p1.id, alphaCode.id, at('2025-03-01T11:00:00Z'));
await joinCohort(db, p2.id, betaCode.id, at('2025-03-05T09:00:00Z'));
// p3 joined the study with a code of no cohort.
const studyCode = await buildAccessCode(db, { studyId: FIRST_STUDY_ID, useLimit: 10 });
await joinCohort(db, p3.id, studyCode.id, at('2025-04-01T00:10:00Z'));
// The researcher signed up in the same months: only the role keeps them out of the data.
await db
  .update(users)
  .set({ createdAt: at('2025-03-01T00:00:00Z') })
  .where(eq(users.id, admin.user.id));

// Breathed in the participant's own rhythm, easing down from 7 breaths a minute (issue 30).
const s1 = await addHistory(db, p1.id, at('2025-03-02T09:00:00Z'), {
  durationSeconds: 300,
  rhythm: {
    name: 'Evening 4-7-8',
    timing: { kind: 'phases', inhale: 4, hold_in: 7, exhale: 8, hold_out: 0 },
    ramp: { from_pace: 6, minutes: 2.5 },
  },
});
// The first play was breathed with the demo heart: its summary goes out, its beats do not.
await db.insert(sessionBeats).values({
  userId: p1.id,
  historyId: s1.id,
  source: 'demo',
  breathBpm: 6,
  beatMs: [900, 1800, 2700],
  rrMs: [900, 900, 900],
  beats: 3,
  corrected: 0,
  qualityPercent: 100,
  meanSwingBpm: 12.5,
  lfPowerMs2: 2400,
  rmssdMs: 41.2,
});
const s2 = await addHistory(db, p2.id, at('2025-03-06T18:30:00Z'), {
  exerciseId: 2221,
  durationSeconds: 125,
});
await addHistory(db, admin.user.id, at('2025-03-02T09:00:00Z'), { durationSeconds: 999 });
// The demo account, in a cohort and practising: it takes no part in the study either.
const { user: demo } = await buildUser(db, {
  email: DEMO_EMAIL,
  createdAt: at('2025-03-01T09:00:00Z'),
});
await joinCohort(db, demo.id, alphaCode.id, at('2025-03-01T09:30:00Z'));
await addHistory(db, demo.id, at('2025-03-02T10:00:00Z'), { durationSeconds: 600 });
await db.insert(exerciseFeedback).values([
  // Before: given on the screen before play, so it carries no session.
  {
    userId: p1.id,
    exerciseId: EXERCISE,
    type: 1,
    rating: 2,
    createdAt: at('2025-03-02T08:59:00Z'),
  },
  // A before rating from the day before belongs to no session of this export.
  {
    userId: p1.id,
    exerciseId: EXERCISE,
    type: 1,
    rating: 5,
    createdAt: at('2025-03-01T08:00:00Z'),
  },
  {
    userId: p1.id,
    exerciseId: EXERCISE,
    type: 2,
    rating: 4,
    historyId: s1.id,
    createdAt: at('2025-03-02T09:06:00Z'),
  },
  {
    userId: p1.id,
    exerciseId: EXERCISE,
    historyId: s1.id,
    description: '=HYPERLINK("x")',
    createdAt: at('2025-03-02T09:07:00Z'),
  },
  {
    userId: p2.id,
    exerciseId: 2221,
    description: 'Calm, "very" nice\nthanks',
    createdAt: at('2025-03-06T19:00:00Z'),
  },
  {
    userId: admin.user.id,
    exerciseId: EXERCISE,
    description: 'researcher note',
    createdAt: at('2025-03-06T19:00:00Z'),
  },
]);
const [pre] = await db.select().from(studySurveys).where(eq(studySurveys.kind, 'pre'));
const [r1, r2, r3] = await db
  .insert(studySurveyResponses)
  .values([
    {
      surveyId: pre!.id,
      kind: 'pre',
      userId: p1.id,
      email: p1.email,
      answers: { comments: '+1 good', stress_upset: 3 },
      createdAt: at('2025-03-01T12:00:00Z'),
    },
    // Answered signed out: it still belongs to p2 by address.
    {
      surveyId: pre!.id,
      kind: 'pre',
      userId: null,
      email: p2.email,
      answers: { stress_upset: 5 },
      createdAt: at('2025-03-05T10:00:00Z'),
    },
    {
      surveyId: pre!.id,
      kind: 'pre',
      userId: null,
      email: 'stranger@example.com',
      answers: { stress_upset: 1 },
      createdAt: at('2025-03-07T10:00:00Z'),
    },
  ])
  .returning();

const pid = (id: number) => pseudonymIn(app.deps.config.dataDir, FIRST_STUDY_ID, id);
async function english(exerciseId: number) {
  const [row] = await db
    .select({
      title: exercises.titles,
      goal: goals.titles,
      theme: themes.titles,
      narration: narrations.titles,
    })
    .from(exercises)
    .innerJoin(experienceMetas, eq(experienceMetas.id, exercises.experienceMetaId))
    .innerJoin(goals, eq(goals.id, experienceMetas.goalId))
    .innerJoin(themes, eq(themes.id, experienceMetas.themeId))
    .innerJoin(narrations, eq(narrations.id, experienceMetas.narrationId))
    .where(eq(exercises.id, exerciseId));
  return {
    title: row!.title.en!,
    goal: row!.goal.en!,
    theme: row!.theme.en!,
    narration: row!.narration.en!,
  };
}

/**
 * The export read back with csv-parse: its header, and each row as header → cell. Cells are
 * text, as a spreadsheet reads them.
 */
async function csv(kind: string, query = '', auth = admin.auth, studyId = FIRST_STUDY_ID) {
  const res = await call(
    app,
    'GET',
    `${apiPath(API.adminExport, { kind, studyId })}${query}`,
    auth,
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...records] = parseCsv(res.body);
  const rows = records.map((cells) => {
    expect(cells).toHaveLength(header!.length);
    return Object.fromEntries(header!.map((name, i) => [name, cells[i]!]));
  });
  return { header: header!, rows };
}

describe('GET admin/export/:kind', () => {
  it('participants: pseudonymous ids, no e-mail, researchers left out', async () => {
    const early = await csv('participants', '?to=2025-03-31');
    expect(early.header).toEqual([
      'participant_id',
      'cohort',
      'arm',
      'signed_up_at',
      'verified',
      'subscribed',
      'survey_complete',
      'calibrated',
      'age_group_id',
      'gender_id',
      'experience_id',
      'language_id',
      'average_speed',
      'consent_version',
      'consented_at',
      'withdrawn_at',
      'withdrawal_data_erased',
      'sessions',
      'minutes',
    ]);
    expect(early.rows).toEqual([
      {
        participant_id: pid(p1.id),
        cohort: 'Alpha',
        arm: '',
        signed_up_at: '2025-03-01T10:00:00.000Z',
        verified: '1',
        subscribed: '1',
        survey_complete: '1',
        calibrated: '1',
        age_group_id: '3',
        gender_id: '1',
        experience_id: '2',
        language_id: '1',
        average_speed: '5.5',
        consent_version: '',
        consented_at: '',
        withdrawn_at: '',
        withdrawal_data_erased: '',
        sessions: '1',
        minutes: '5',
      },
      {
        participant_id: pid(p2.id),
        cohort: 'Beta',
        arm: '',
        signed_up_at: '2025-03-05T08:00:00.000Z',
        verified: '0',
        subscribed: '0',
        survey_complete: '0',
        calibrated: '0',
        age_group_id: '',
        gender_id: '',
        experience_id: '',
        language_id: '1',
        average_speed: '',
        consent_version: '',
        consented_at: '',
        withdrawn_at: '',
        withdrawal_data_erased: '',
        sessions: '1',
        minutes: '2.1',
      },
    ]);
    const later = (await csv('participants', '?from=2025-04-01')).rows.map((r) => r.participant_id);
    expect(later).toContain(pid(p3.id));
    expect(later).not.toContain(pid(p1.id));
  });

  it('sessions: minutes and the before and after ratings of each play, by cohort', async () => {
    const e1 = await english(EXERCISE);
    const e2 = await english(2221);
    const header = [
      'session_id',
      'exercise_id',
      'exercise',
      'goal',
      'theme',
      'narration',
      'started_at',
      'minutes',
      'rhythm',
      'rhythm_inhale_s',
      'rhythm_hold_in_s',
      'rhythm_exhale_s',
      'rhythm_hold_out_s',
      'rhythm_pace',
      'rhythm_ramp_from_pace',
      'rhythm_ramp_minutes',
      'before_rating',
      'after_rating',
      'heart_source',
      'heart_beats',
      'heart_estimated_beats',
      'heart_signal_quality_percent',
      'heart_mean_swing_bpm',
      'heart_lf_power_ms2',
      'heart_rmssd_ms',
    ];
    const noHeart = {
      heart_source: '',
      heart_beats: '',
      heart_estimated_beats: '',
      heart_signal_quality_percent: '',
      heart_mean_swing_bpm: '',
      heart_lf_power_ms2: '',
      heart_rmssd_ms: '',
    };
    const play2 = {
      session_id: `${s2.id}`,
      exercise_id: '2221',
      exercise: e2.title,
      goal: e2.goal,
      theme: e2.theme,
      narration: e2.narration,
      started_at: '2025-03-06T18:30:00.000Z',
      minutes: '2.1',
      // The exercise's own pace: no rhythm of the participant's.
      rhythm: '',
      rhythm_inhale_s: '',
      rhythm_hold_in_s: '',
      rhythm_exhale_s: '',
      rhythm_hold_out_s: '',
      rhythm_pace: '',
      rhythm_ramp_from_pace: '',
      rhythm_ramp_minutes: '',
      before_rating: '',
      after_rating: '',
      ...noHeart,
    };
    expect(await csv('sessions')).toEqual({
      header: ['participant_id', ...header],
      rows: [
        {
          participant_id: pid(p1.id),
          session_id: `${s1.id}`,
          exercise_id: `${EXERCISE}`,
          exercise: e1.title,
          goal: e1.goal,
          theme: e1.theme,
          narration: e1.narration,
          started_at: '2025-03-02T09:00:00.000Z',
          minutes: '5',
          rhythm: 'Evening 4-7-8',
          rhythm_inhale_s: '4',
          rhythm_hold_in_s: '7',
          rhythm_exhale_s: '8',
          rhythm_hold_out_s: '0',
          rhythm_pace: '3.16',
          rhythm_ramp_from_pace: '6',
          rhythm_ramp_minutes: '2.5',
          before_rating: '2',
          after_rating: '4',
          heart_source: 'demo',
          heart_beats: '3',
          heart_estimated_beats: '0',
          heart_signal_quality_percent: '100',
          heart_mean_swing_bpm: '12.5',
          heart_lf_power_ms2: '2400',
          heart_rmssd_ms: '41.2',
        },
        { participant_id: pid(p2.id), ...play2 },
      ],
    });
    expect(await csv('sessions', `?cohort_id=${beta.id}&include_email=1`)).toEqual({
      header: ['participant_id', 'email', ...header],
      rows: [{ participant_id: pid(p2.id), email: p2.email, ...play2 }],
    });
  });

  it('survey answers: one row per answer, in the questionnaire order, formulas defused', async () => {
    const answer = (who: string, response: number, at: string, question: string, text: string) => ({
      participant_id: who,
      response_id: `${response}`,
      kind: 'pre',
      version: '1',
      submitted_at: at,
      question_id: question,
      answer: text,
    });
    const first = '2025-03-01T12:00:00.000Z';
    expect((await csv('survey-answers', '?from=2025-03-01&to=2025-03-06')).rows).toEqual([
      answer(pid(p1.id), r1!.id, first, 'stress_upset', '3'),
      answer(pid(p1.id), r1!.id, first, 'comments', "'+1 good"),
      answer(pid(p2.id), r2!.id, '2025-03-05T10:00:00.000Z', 'stress_upset', '5'),
    ]);
    // Without a cohort filter an answer from someone with no account is kept, with no id.
    expect(await csv('survey-answers', '?from=2025-03-07')).toEqual({
      header: Object.keys(answer('', 0, '', '', '')),
      rows: [answer('', r3!.id, '2025-03-07T10:00:00.000Z', 'stress_upset', '1')],
    });
    const alphas = (await csv('survey-answers', `?cohort_id=${alpha.id}`)).rows;
    expect(alphas.map((r) => r.response_id)).toContain(`${r1!.id}`);
    expect(alphas.map((r) => r.response_id)).not.toContain(`${r2!.id}`);
  });

  it('feedback: written feedback with RFC 4180 quoting', async () => {
    const e1 = await english(EXERCISE);
    const e2 = await english(2221);
    const [f1, f2] = await db
      .select({ id: exerciseFeedback.id })
      .from(exerciseFeedback)
      .where(
        and(isNotNull(exerciseFeedback.description), ne(exerciseFeedback.userId, admin.user.id)),
      )
      .orderBy(asc(exerciseFeedback.id));
    const exported = await csv('feedback', '?include_email=1');
    expect(exported.header).toEqual([
      'participant_id',
      'email',
      'feedback_id',
      'session_id',
      'exercise_id',
      'exercise',
      'theme',
      'narration',
      'created_at',
      'feedback',
    ]);
    expect(exported.rows).toEqual([
      {
        participant_id: pid(p1.id),
        email: p1.email,
        feedback_id: `${f1!.id}`,
        session_id: `${s1.id}`,
        exercise_id: `${EXERCISE}`,
        exercise: e1.title,
        theme: e1.theme,
        narration: e1.narration,
        created_at: '2025-03-02T09:07:00.000Z',
        feedback: `'=HYPERLINK("x")`,
      },
      {
        participant_id: pid(p2.id),
        email: p2.email,
        feedback_id: `${f2!.id}`,
        session_id: '',
        exercise_id: '2221',
        exercise: e2.title,
        theme: e2.theme,
        narration: e2.narration,
        created_at: '2025-03-06T19:00:00.000Z',
        feedback: 'Calm, "very" nice\nthanks',
      },
    ]);
  });

  it('streams every row of a study larger than one batch, in order, once each', async () => {
    // 1,203 plays in 2031 (three batches of 500 and a short one), one of them a researcher's.
    await db.execute(sql`
      INSERT INTO exercise_history (user_id, exercise_id, created_at, duration_seconds)
      SELECT CASE WHEN g = 700 THEN ${admin.user.id}::int ELSE ${p3.id}::int END, ${EXERCISE}::int,
        '2031-01-01T00:00:00Z'::timestamptz + (g || ' seconds')::interval, g
      FROM generate_series(1, 1203) g`);
    const { rows } = await csv('sessions', '?from=2031-01-01');
    expect(rows).toHaveLength(1202);
    const ids = rows.map((r) => Number(r.session_id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(1202);
    expect(new Set(rows.map((r) => r.participant_id))).toEqual(new Set([pid(p3.id)]));
  });

  it('minutes agree with the Overview, which rounds the same way', async () => {
    const overview = dataOf<{ minutes: { total: number } }>(
      await call(app, 'GET', API.adminOverview, admin.auth),
    );
    const { rows } = await csv('participants');
    const total = rows.reduce((sum, r) => sum + Number(r.minutes), 0);
    expect(Math.round(total * 10) / 10).toBe(overview.minutes.total);
  });

  it('participants: the consent signed and a withdrawal, as the protocol left the data', async () => {
    await signCurrentVersion(db, p3.id, at('2025-04-02T10:00:00Z'));
    await db
      .insert(consentWithdrawals)
      .values({ userId: p3.id, withdrawnAt: at('2025-04-20T12:00:00Z'), version: 1 });
    const { rows } = await csv('participants', '?from=2025-04-01');
    const row = rows.find((r) => r.participant_id === pid(p3.id))!;
    expect(row).toMatchObject({
      consent_version: '1',
      consented_at: '2025-04-02T10:00:00.000Z',
      withdrawn_at: '2025-04-20T12:00:00.000Z',
      withdrawal_data_erased: '0',
    });
  });

  it('refuses an unknown kind, a bad date, From after To, a bad flag and an unknown cohort', async () => {
    const get = (kind: string, query = '') =>
      call(app, 'GET', `${apiPath(API.adminExport, { kind })}${query}`, admin.auth);
    expect(errorOf(await get('emails')).status).toBe(400);
    expect(errorOf(await get('sessions', '?from=2025-02-30x')).fields).toEqual({
      from: 'fieldInvalid',
    });
    expect(errorOf(await get('sessions', '?include_email=yes')).fields).toEqual({
      include_email: 'fieldInvalid',
    });
    expect(errorOf(await get('sessions', '?from=2025-03-02&to=2025-03-01')).fields).toEqual({
      to: 'adminDateOrder',
    });
    expect(errorOf(await get('sessions', '?cohort_id=99999')).status).toBe(404);
  });
});

// A second study beside it; p1 joined it too, and withdrew from it alone.
const b = await seedOtherStudy(db, clock.now(), at('2025-03-10T10:00:00Z'));
const bid = (id: number) => pseudonymIn(app.deps.config.dataDir, b.study.id, id);
await joinCohort(db, p1.id, b.code.id, at('2025-05-01T10:00:00Z'));
await db.insert(consentWithdrawals).values({
  userId: p1.id,
  studyId: b.study.id,
  withdrawnAt: at('2025-05-02T10:00:00Z'),
  version: null,
});
const theirs = (kind: string, query = '') => csv(kind, query, b.owner.auth, b.study.id);

describe("a study's export holds its own participants and rows only", () => {
  it("gives each study its own pseudonyms, cohort and withdrawal, and none of the other's people", async () => {
    const { rows } = await theirs('participants');
    expect(rows.map((r) => r.participant_id)).toEqual([bid(p1.id), bid(b.participant.id)]);
    expect(bid(p1.id)).not.toBe(pid(p1.id));
    expect(rows[0]).toMatchObject({ cohort: 'Gamma', withdrawn_at: '2025-05-02T10:00:00.000Z' });

    const mine = (await csv('participants')).rows;
    const p1Here = mine.find((r) => r.participant_id === pid(p1.id))!;
    expect(p1Here).toMatchObject({ cohort: 'Alpha', withdrawn_at: '' });
    const ids = mine.map((r) => r.participant_id);
    expect(ids).not.toContain(pid(b.participant.id));
    expect(ids).not.toContain(bid(b.participant.id));
  });

  it("holds the study's sessions, questionnaire answers and feedback only", async () => {
    const sessions = (await theirs('sessions')).rows;
    expect(sessions.map((r) => r.session_id)).toContain(`${b.session.id}`);
    expect(new Set(sessions.map((r) => r.participant_id))).toEqual(
      new Set([bid(p1.id), bid(b.participant.id)]),
    );
    expect((await csv('sessions')).rows.map((r) => r.session_id)).not.toContain(`${b.session.id}`);

    expect((await theirs('survey-answers')).rows).toEqual([
      {
        participant_id: bid(b.participant.id),
        response_id: `${b.response.id}`,
        kind: 'pre',
        version: '1',
        submitted_at: '2025-03-10T10:00:00.000Z',
        question_id: 'b_only',
        answer: 'theirs',
      },
    ]);
    const answers = (await csv('survey-answers')).rows.map((r) => r.response_id);
    expect(answers).not.toContain(`${b.response.id}`);

    const feedback = (await theirs('feedback')).rows.map((r) => r.participant_id);
    expect(feedback.every((id) => id === bid(p1.id))).toBe(true);
  });

  it("answers 404 to the other study's cohort and to a stranger, 403 to a monitor", async () => {
    for (const kind of ['participants', 'sessions', 'survey-answers', 'feedback']) {
      const path = (studyId: number, query = '') =>
        `${apiPath(API.adminExport, { kind, studyId })}${query}`;
      const alien = await call(
        app,
        'GET',
        path(b.study.id, `?cohort_id=${alpha.id}`),
        b.owner.auth,
      );
      expect(errorOf(alien).status).toBe(404);
      expect(errorOf(await call(app, 'GET', path(FIRST_STUDY_ID), b.owner.auth)).status).toBe(404);
      expect(errorOf(await call(app, 'GET', path(b.study.id), b.monitor.auth)).status).toBe(403);
    }
  });

  it('gives an analyst pseudonymous files only: e-mail is refused in words', async () => {
    const file = await csv('participants', '', b.analyst.auth, b.study.id);
    expect(file.header).not.toContain('email');
    expect(file.rows).toHaveLength(2);
    const res = await call(
      app,
      'GET',
      `${apiPath(API.adminExport, { kind: 'sessions', studyId: b.study.id })}?include_email=1`,
      b.analyst.auth,
    );
    // Refused for the role, and said so: not the token's words, nor a bare 403.
    expect(errorOf(res)).toMatchObject({
      status: 403,
      type: 'FORBIDDEN',
      message: expect.stringMatching(/^Analysts take pseudonymous exports only: /),
      fields: { include_email: 'adminAnalystPseudonymous' },
    });
    // Who runs the study may still ask for addresses.
    const owned = await theirs('participants', '?include_email=1');
    expect(owned.rows.map((r) => r.email)).toEqual([p1.email, b.participant.email]);
  });
});
