import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TAdminExportKind } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import type { CsvValue, KeysetBatch } from '../../../lib/csv.ts';
import {
  exerciseFeedback,
  exerciseHistory,
  studySurveyResponses,
  users,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../assignments.ts';
import { minutesOf as minutes } from '../minutes.ts';
import { after, timeRange, userScope, type ExportFilter } from './filters.ts';

type Row = Record<string, unknown> & { id: number; user_id: number | null; email: string | null };

/** One export: its columns after participant_id (and email), a batch query, a row mapper. */
interface ExportKind {
  columns: string[];
  fetch(
    db: Executor,
    filter: ExportFilter,
    last: number | null,
    size: number,
  ): Promise<KeysetBatch<Row>>;
  cells(row: Row): CsvValue[];
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
      'sessions',
      'minutes',
    ],
    fetch: (db, filter, last, size) =>
      windowed(
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
           WHERE r.user_id = u.id ORDER BY r.created_at, r.id LIMIT 1) AS cohort,
          (SELECT c.name FROM arm_allocations al JOIN study_arms sa ON sa.id = al.arm_id
             JOIN cohorts c ON c.id = sa.cohort_id WHERE al.user_id = u.id) AS arm,
          (SELECT count(*)::int FROM exercise_history h WHERE h.user_id = u.id) AS sessions,
          (SELECT coalesce(sum(h.duration_seconds), 0)::int FROM exercise_history h WHERE h.user_id = u.id) AS seconds
        FROM page u
        WHERE ${userScope(sql`u.id`, filter)}
          AND ${timeRange(sql`u.created_at`, filter)}
        ORDER BY u.id`,
      ),
    cells: (r) => [
      r.cohort as string | null,
      r.arm as string | null,
      date(r.created_at),
      r.is_verified as boolean,
      r.is_subscribed as boolean,
      r.is_survey_complete as boolean,
      r.is_calibrated as boolean,
      num(r.age_group_id),
      num(r.gender_id),
      num(r.experience_id),
      num(r.default_language),
      num(r.average_speed),
      num(r.sessions),
      minutes(r.seconds),
    ],
  },

  sessions: {
    columns: [
      'session_id',
      'exercise_id',
      'exercise',
      'goal',
      'theme',
      'narration',
      'started_at',
      'minutes',
      'before_rating',
      'after_rating',
    ],
    // The before rating is given on the screen before play starts, so it has no session id: it
    // is the latest one for the same exercise in the hour before the play (decision 032).
    fetch: (db, filter, last, size) =>
      windowed(
        db,
        exerciseHistory,
        last,
        size,
        () => sql`
        SELECT h.id, h.user_id, u.email, h.exercise_id, h.created_at, h.duration_seconds,
          e.titles->>'en' AS exercise, g.titles->>'en' AS goal, t.titles->>'en' AS theme,
          n.titles->>'en' AS narration,
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
        WHERE ${userScope(sql`h.user_id`, filter)}
          AND ${timeRange(sql`h.created_at`, filter)}
        ORDER BY h.id`,
      ),
    cells: (r) => [
      r.id,
      num(r.exercise_id),
      r.exercise as string,
      r.goal as string,
      r.theme as string,
      r.narration as string,
      date(r.created_at),
      minutes(r.duration_seconds),
      num(r.before_rating),
      num(r.after_rating),
    ],
  },

  'survey-answers': {
    columns: ['response_id', 'kind', 'version', 'submitted_at', 'question_id', 'answer'],
    // A response made signed out belongs to the account with its address, if there is one.
    fetch: async (db, filter, last, size) => {
      const owner = sql`coalesce(r.user_id, (SELECT a.id FROM users a WHERE lower(a.email) = lower(r.email)))`;
      const scope =
        filter.cohort_id === undefined
          ? sql`(${owner} IS NULL OR ${userScope(owner, filter)})`
          : userScope(owner, filter);
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
        WHERE ${scope} AND ${timeRange(sql`r.created_at`, filter)}
        ORDER BY r.id`,
      );
    },
    cells: () => [],
  },

  feedback: {
    columns: [
      'feedback_id',
      'session_id',
      'exercise_id',
      'exercise',
      'theme',
      'narration',
      'created_at',
      'feedback',
    ],
    fetch: (db, filter, last, size) =>
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
          AND ${userScope(sql`f.user_id`, filter)}
          AND ${timeRange(sql`f.created_at`, filter)}
        ORDER BY f.id`,
      ),
    cells: (r) => [
      r.id,
      num(r.history_id),
      num(r.exercise_id),
      r.exercise as string,
      r.theme as string,
      r.narration as string,
      date(r.created_at),
      r.description as string,
    ],
  },
};

/**
 * Survey answers are one row per answer (long format), so versions with other questions line
 * up; in the questionnaire's order (jsonb keeps keys in its own order, not the submitted one).
 */
export function answerRows(r: Row): CsvValue[][] {
  const parse = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const answers = parse<Record<string, string | number>>(r.answers);
  const order = parse<{ id: string }[]>(r.questions).map((q) => q.id);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return Object.entries(answers)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([question, answer]) => [
      r.id,
      r.kind as string,
      num(r.version),
      date(r.created_at),
      question,
      answer,
    ]);
}
