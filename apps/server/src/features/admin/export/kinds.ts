import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TAdminExportKind } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import type { KeysetBatch } from '../../../lib/csv.ts';
import {
  exerciseFeedback,
  exerciseHistory,
  studySurveyResponses,
  users,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../assignments.ts';
import { column as col, FLAG_VALUES, type Column } from '../../../lib/columns.ts';
import { LANGUAGE_VALUES, RATING_VALUES, SURVEY_KIND_VALUES } from '../codebook/values.ts';
import { minutesOf as minutes } from '../minutes.ts';
import { rhythmColumns } from './rhythm-columns.ts';
import { after, timeRange, userScope, type ExportScope } from './filters.ts';

export type Row = Record<string, unknown> & {
  id: number;
  user_id: number | null;
  email: string | null;
};

/**
 * One export: its columns after participant_id (and email), a batch query, and (survey answers)
 * how one fetched row becomes several rows of the file.
 */
interface ExportKind {
  columns: readonly Column<Row>[];
  fetch(
    db: Executor,
    scope: ExportScope,
    last: number | null,
    size: number,
  ): Promise<KeysetBatch<Row>>;
  expand?: (row: Row) => Row[];
}

const run = async (db: Executor, query: SQL) => rowsOf<Row>(await db.execute(query));

/**
 * The next `size` ids of `table` after `last`, read by its primary key alone; then `query` runs
 * on exactly those rows, offered as `page` (a materialised CTE, so the planner cannot start from
 * the joins and filters instead: that would read every matching row again for each batch,
 * quadratic in the study's size). Each batch stays a short index range however large the study.
 */
async function windowed(
  db: Executor,
  table: PgTable,
  last: number | null,
  size: number,
  query: () => SQL,
): Promise<KeysetBatch<Row>> {
  const [window] = rowsOf<{ last: number | null; n: number }>(
    await db.execute(sql`
      SELECT max(w.id) AS last, count(*)::int AS n
      FROM (SELECT id FROM ${table} WHERE ${after(sql`id`, last)} ORDER BY id LIMIT ${size}) w`),
  );
  if (!window || window.n === 0 || window.last === null) return { rows: [], last: null };
  const end = Number(window.last);
  const rows = await run(
    db,
    sql`WITH page AS MATERIALIZED (
      SELECT * FROM ${table} WHERE ${after(sql`id`, last)} AND id <= ${end}
    ) ${query()}`,
  );
  return { rows, last: window.n < size ? null : end };
}
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export const EXPORT_KINDS: Record<TAdminExportKind, ExportKind> = {
  participants: {
    columns: [
      col(
        'cohort',
        'text',
        'Cohort of the first of the study’s access codes the participant redeemed (for most, the sign-up code)',
        (r) => r.cohort,
      ),
      col(
        'arm',
        'text',
        'Arm of the study the participant was allocated to (randomised arms)',
        (r) => r.arm,
        { note: 'Empty when the participant was not randomised.' },
      ),
      col('signed_up_at', 'datetime', 'When the account was made (UTC)', (r) => date(r.created_at)),
      col('verified', 'flag', 'The e-mail address was verified', (r) => r.is_verified, {
        values: FLAG_VALUES,
      }),
      col(
        'subscribed',
        'flag',
        'Has access: a redeemed code or a paid plan',
        (r) => r.is_subscribed,
        { values: FLAG_VALUES },
      ),
      col(
        'survey_complete',
        'flag',
        'Answered the onboarding survey',
        (r) => r.is_survey_complete,
        { values: FLAG_VALUES },
      ),
      col('calibrated', 'flag', 'Calibrated a personal breathing pace', (r) => r.is_calibrated, {
        values: FLAG_VALUES,
      }),
      col('age_group_id', 'code', 'Age group (onboarding survey)', (r) => num(r.age_group_id), {
        values: { list: 'age-groups' },
      }),
      col('gender_id', 'code', 'Gender (onboarding survey)', (r) => num(r.gender_id), {
        values: { list: 'genders' },
      }),
      col(
        'experience_id',
        'code',
        'Meditation experience (onboarding survey)',
        (r) => num(r.experience_id),
        { values: { list: 'experiences' } },
      ),
      col('language_id', 'code', 'Language of the app', (r) => num(r.default_language), {
        values: LANGUAGE_VALUES,
      }),
      col(
        'average_speed',
        'number',
        'Personal breathing pace from calibration',
        (r) => num(r.average_speed),
        { unit: 'breaths per minute' },
      ),
      col(
        'consent_version',
        'integer',
        'Latest consent version the participant signed (decision 082)',
        (r) => num(r.consent_version),
        { note: 'Empty when the participant has signed none.' },
      ),
      col(
        'consented_at',
        'datetime',
        'When the participant first signed the consent (UTC); day 0 of their study',
        (r) => date(r.consented_at),
      ),
      col(
        'withdrawn_at',
        'datetime',
        'When the participant withdrew from the study (UTC); empty: still taking part',
        (r) => date(r.withdrawn_at),
      ),
      col(
        'withdrawal_data_erased',
        'flag',
        'Their data collected before withdrawing was erased, as the protocol said',
        (r) => (r.withdrawn_at === null || r.withdrawn_at === undefined ? null : r.data_erased),
        { values: FLAG_VALUES, note: 'Empty when the participant has not withdrawn.' },
      ),
      col('sessions', 'integer', 'Sessions started', (r) => num(r.sessions), { unit: 'sessions' }),
      col('minutes', 'number', 'Time spent in sessions, one decimal', (r) => minutes(r.seconds), {
        unit: 'minutes',
      }),
    ],
    // The cohort, arm, consent and withdrawal of this study: a person may have joined others.
    fetch: (db, scope, last, size) => {
      const { studyId } = scope;
      return windowed(
        db,
        users,
        last,
        size,
        () => sql`
        SELECT u.id, u.id AS user_id, u.email, u.created_at, u.is_verified, u.is_subscribed,
          u.is_survey_complete, u.is_calibrated, u.age_group_id, u.gender_id, u.experience_id,
          u.default_language, u.average_speed,
          (SELECT c.name FROM access_code_redemptions r JOIN access_codes ac ON ac.id = r.access_code_id
             JOIN cohorts c ON c.id = ac.cohort_id
           WHERE r.user_id = u.id AND c.study_id = ${studyId}
           ORDER BY r.created_at, r.id LIMIT 1) AS cohort,
          (SELECT c.name FROM arm_allocations al JOIN study_arms sa ON sa.id = al.arm_id
             JOIN cohorts c ON c.id = sa.cohort_id
           WHERE al.user_id = u.id AND al.study_id = ${studyId}) AS arm,
          (SELECT max(cs.version) FROM consent_signatures cs JOIN consent_documents cd ON cd.id = cs.document_id
           WHERE cs.user_id = u.id AND cd.study_id = ${studyId}) AS consent_version,
          (SELECT min(cs.signed_at) FROM consent_signatures cs JOIN consent_documents cd ON cd.id = cs.document_id
           WHERE cs.user_id = u.id AND cd.study_id = ${studyId}) AS consented_at,
          cw.withdrawn_at, cw.data_erased,
          (SELECT count(*)::int FROM exercise_history h WHERE h.user_id = u.id) AS sessions,
          (SELECT coalesce(sum(h.duration_seconds), 0)::int FROM exercise_history h WHERE h.user_id = u.id) AS seconds
        FROM page u
        LEFT JOIN consent_withdrawals cw ON cw.user_id = u.id AND cw.study_id = ${studyId}
        WHERE ${userScope(db, sql`u.id`, scope)}
          AND ${timeRange(sql`u.created_at`, scope.filter)}
        ORDER BY u.id`,
      );
    },
  },

  sessions: {
    columns: [
      col('session_id', 'integer', 'The play (one row each)', (r) => r.id),
      col('exercise_id', 'integer', 'The session played', (r) => num(r.exercise_id)),
      col('exercise', 'text', 'Its title (English)', (r) => r.exercise),
      col('goal', 'text', 'Its goal (English)', (r) => r.goal),
      col('theme', 'text', 'Its picture theme (English)', (r) => r.theme),
      col('narration', 'text', 'Its narration (English)', (r) => r.narration),
      col('started_at', 'datetime', 'When the play started (UTC)', (r) => date(r.created_at)),
      col(
        'minutes',
        'number',
        'How long it played, one decimal',
        (r) => minutes(r.duration_seconds),
        { unit: 'minutes' },
      ),
      ...rhythmColumns<Row>(),
      col(
        'before_rating',
        'code',
        'How the participant felt before (latest rating of the exercise in the hour before)',
        (r) => num(r.before_rating),
        { values: RATING_VALUES },
      ),
      col(
        'after_rating',
        'code',
        'How the participant felt after this play',
        (r) => num(r.after_rating),
        { values: RATING_VALUES },
      ),
      // The per-session heart summary where beats were stored; the beats themselves are not
      // part of a study export (decision 085).
      col(
        'heart_source',
        'code',
        'Heart-rate source of the play',
        (r) => (r.heart_source as string | null) ?? null,
        {
          values: {
            bluetooth: 'a Bluetooth sensor',
            camera: "the phone's camera (a fingertip on the lens)",
            demo: 'the demo heart',
          },
          note: 'Empty when no beats were stored with the play.',
        },
      ),
      col('heart_beats', 'integer', 'Beats stored with the play', (r) => num(r.heart_beats), {
        unit: 'beats',
      }),
      col(
        'heart_estimated_beats',
        'integer',
        "Beats a stall hid from the phone's camera, placed on its average pulse",
        (r) => num(r.heart_estimated_beats),
        { unit: 'beats', note: 'Left out of heart_rmssd_ms (decision 123); 0 for a strap.' },
      ),
      col(
        'heart_signal_quality_percent',
        'number',
        'Share of beats kept without correction',
        (r) => num(r.quality_percent),
        { unit: 'percent' },
      ),
      col(
        'heart_mean_swing_bpm',
        'number',
        'Mean heart-rate swing per breath (peak to trough)',
        (r) => num(r.mean_swing_bpm),
        { unit: 'beats per minute' },
      ),
      col(
        'heart_lf_power_ms2',
        'number',
        'Low-frequency power (0.04–0.15 Hz) of the RR series',
        (r) => num(r.lf_power_ms2),
        {
          unit: 'ms²',
        },
      ),
      col('heart_rmssd_ms', 'number', 'RMSSD of the corrected RR series', (r) => num(r.rmssd_ms), {
        unit: 'ms',
      }),
    ],
    // The before rating is given on the screen before play starts, so it has no session id: it
    // is the latest one for the same exercise in the hour before the play (decision 032).
    fetch: (db, scope, last, size) =>
      windowed(
        db,
        exerciseHistory,
        last,
        size,
        () => sql`
        SELECT h.id, h.user_id, u.email, h.exercise_id, h.created_at, h.duration_seconds, h.rhythm,
          e.titles->>'en' AS exercise, g.titles->>'en' AS goal, t.titles->>'en' AS theme,
          n.titles->>'en' AS narration, b.source AS heart_source, b.beats AS heart_beats,
          cardinality(b.estimated_beats) AS heart_estimated_beats,
          b.quality_percent, b.mean_swing_bpm, b.lf_power_ms2, b.rmssd_ms,
          (SELECT f.rating FROM exercise_feedback f
            WHERE f.user_id = h.user_id AND f.exercise_id = h.exercise_id AND f.type = 1
              AND f.created_at <= h.created_at AND f.created_at > h.created_at - interval '1 hour'
            ORDER BY f.created_at DESC, f.id DESC LIMIT 1) AS before_rating,
          (SELECT f.rating FROM exercise_feedback f
            WHERE f.user_id = h.user_id AND f.type = 2
              AND (f.history_id = h.id OR (h.video_views_id IS NOT NULL AND f.video_views_id = h.video_views_id))
            ORDER BY f.created_at DESC, f.id DESC LIMIT 1) AS after_rating
        FROM page h
        JOIN users u ON u.id = h.user_id
        JOIN exercises e ON e.id = h.exercise_id
        JOIN experience_metas m ON m.id = e.experience_meta_id
        JOIN goals g ON g.id = m.goal_id
        JOIN themes t ON t.id = m.theme_id
        JOIN narrations n ON n.id = m.narration_id
        LEFT JOIN session_beats b ON b.history_id = h.id
        WHERE ${userScope(db, sql`h.user_id`, scope)}
          AND ${timeRange(sql`h.created_at`, scope.filter)}
        ORDER BY h.id`,
      ),
  },

  'survey-answers': {
    columns: [
      col(
        'response_id',
        'integer',
        'The submitted questionnaire (one per person and kind)',
        (r) => r.id,
      ),
      col('kind', 'code', 'Which study questionnaire', (r) => r.kind, {
        values: SURVEY_KIND_VALUES,
      }),
      col('version', 'integer', 'Version of the questionnaire answered', (r) => num(r.version)),
      col('submitted_at', 'datetime', 'When it was submitted (UTC)', (r) => date(r.created_at)),
      col(
        'question_id',
        'text',
        'The question (see the questionnaire entries below)',
        (r) => r.question_id,
      ),
      col(
        'answer',
        'text',
        'The answer as stored: an option value, 1-5 on a scale, or text',
        (r) => r.answer,
        { note: 'Its meaning depends on question_id and version: see the entries per question.' },
      ),
    ],
    // The study's own questionnaires. A response made signed out belongs to the account with
    // its address, if there is one; without a cohort asked for, one with no account is kept.
    fetch: async (db, scope, last, size) => {
      const owner = sql`coalesce(r.user_id, (SELECT a.id FROM users a WHERE lower(a.email) = lower(r.email)))`;
      const people =
        scope.filter.cohort_id === undefined
          ? sql`(${owner} IS NULL OR ${userScope(db, owner, scope)})`
          : userScope(db, owner, scope);
      return windowed(
        db,
        studySurveyResponses,
        last,
        size,
        () => sql`
        SELECT r.id, ${owner} AS user_id, r.email, r.kind, s.version, r.created_at, r.answers,
          s.questions
        FROM page r
        JOIN study_surveys s ON s.id = r.survey_id
        WHERE r.study_id = ${scope.studyId} AND ${people}
          AND ${timeRange(sql`r.created_at`, scope.filter)}
        ORDER BY r.id`,
      );
    },
    expand: answerRows,
  },

  feedback: {
    columns: [
      col('feedback_id', 'integer', 'The written feedback (one row each)', (r) => r.id),
      col('session_id', 'integer', 'The play it was given after, when known', (r) =>
        num(r.history_id),
      ),
      col('exercise_id', 'integer', 'The session', (r) => num(r.exercise_id)),
      col('exercise', 'text', 'Its title (English)', (r) => r.exercise),
      col('theme', 'text', 'Its picture theme (English)', (r) => r.theme),
      col('narration', 'text', 'Its narration (English)', (r) => r.narration),
      col('created_at', 'datetime', 'When it was written (UTC)', (r) => date(r.created_at)),
      col('feedback', 'long-text', 'What the participant wrote', (r) => r.description),
    ],
    fetch: (db, scope, last, size) =>
      windowed(
        db,
        exerciseFeedback,
        last,
        size,
        () => sql`
        SELECT f.id, f.user_id, u.email, f.history_id, f.exercise_id, f.created_at, f.description,
          e.titles->>'en' AS exercise, t.titles->>'en' AS theme, n.titles->>'en' AS narration
        FROM page f
        JOIN users u ON u.id = f.user_id
        JOIN exercises e ON e.id = f.exercise_id
        JOIN experience_metas m ON m.id = e.experience_meta_id
        JOIN themes t ON t.id = m.theme_id
        JOIN narrations n ON n.id = m.narration_id
        WHERE f.type IS NULL AND f.description IS NOT NULL
          AND ${userScope(db, sql`f.user_id`, scope)}
          AND ${timeRange(sql`f.created_at`, scope.filter)}
        ORDER BY f.id`,
      ),
  },
};

/**
 * Survey answers are one row per answer (long format), so versions with other questions line
 * up; in the questionnaire's order (jsonb keeps keys in its own order, not the submitted one).
 */
export function answerRows(r: Row): Row[] {
  const parse = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const answers = parse<Record<string, string | number>>(r.answers);
  const order = parse<{ id: string }[]>(r.questions).map((q) => q.id);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return Object.entries(answers)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([question, answer]) => ({ ...r, question_id: question, answer }));
}

const participantId = col<Row>(
  'participant_id',
  'text',
  'Participant pseudonym: the same person has the same id in every export (HMAC of the account)',
  (r) => r.participant_id,
  { note: 'Empty for a survey answered without an account.' },
);
const email = col<Row>('email', 'text', 'E-mail address', (r) => r.email, {
  note: 'Only when the export is asked for with e-mail.',
});

/** Every column of one export's file, in order. */
export const exportColumns = (kind: TAdminExportKind, includeEmail: boolean) => [
  participantId,
  ...(includeEmail ? [email] : []),
  ...EXPORT_KINDS[kind].columns,
];
