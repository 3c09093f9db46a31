import { sql, type SQL } from 'drizzle-orm';
import type { TStudySurveyKind } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import { isParticipantRow } from '../../../db/participants.ts';
import { currentStudyOf, studyOpenFor } from '../../../db/study-consent.ts';
import type { DeliveryStage } from '../../../db/schema/index.ts';
import { rowsOf } from '../../notifications/index.ts';

/**
 * When a participant's part in a study starts, as SQL for the user id `userId` and the study id
 * `studyId`: the day in study counts from here — their first signature of one of its consent
 * versions (decision 082), or, where the study asks for no consent (none published), their first
 * redemption of one of its codes. This is the only place that says so.
 */
export function studyStartOf(userId: SQL, studyId: SQL): SQL {
  return sql`coalesce(
    (SELECT min(cs.signed_at) FROM consent_signatures cs
      JOIN consent_documents cd ON cd.id = cs.document_id
      WHERE cs.user_id = ${userId} AND cd.study_id = ${studyId}),
    (SELECT min(r.created_at) FROM access_code_redemptions r
      JOIN access_codes ac ON ac.id = r.access_code_id
      WHERE r.user_id = ${userId} AND ac.study_id = ${studyId}))`;
}

/**
 * The participant's own zone, as SQL on a `users` row `u`: the zone of the reminder they set
 * last (checked against PostgreSQL's list when set, decision 021), else the zone their device
 * reported if PostgreSQL knows it (`known_zones`, see planQuery), else UTC. An unknown zone must
 * never reach `AT TIME ZONE`: it would fail the query for everyone.
 */
const participantZone = sql`coalesce(
  (SELECT r.time_zone FROM reminders r WHERE r.user_id = u.id
    ORDER BY r.active_from DESC, r.id DESC LIMIT 1),
  (SELECT z.name FROM known_zones z WHERE z.name = u.device_timezone),
  'UTC')`;

export interface PlanRow {
  studyId: number;
  userId: number;
  email: string;
  language: number;
  kind: TStudySurveyKind;
  zone: string;
  start: Date;
  dueAt: Date;
  remindAt: Date;
  doneAt: Date | null;
  sentAt: Date | null;
  remindedAt: Date | null;
}

/**
 * Every (participant, scheduled questionnaire of the study they are in) pair with its moments,
 * as one SQL query (decision 084); with `studyId`, one study's pairs. The due moment is the local time on the due date in the participant's zone — the study
 * day counted from `studyStartOf`, or the date — and never before the study starts (day 0 at
 * 10:00 for someone who starts at 15:00 is due at once). The reminder, which is also where an
 * answer becomes late, is the same local time `remind_after_days` dates later, so daylight
 * saving moves neither. A date schedule applies to those whose study started by then. An answer
 * counts whenever given, also before the due moment (a link mailed by hand).
 */
export function planQuery(where: {
  onlyEnabled: boolean;
  studyId?: number;
  users?: SQL;
  plan?: SQL;
}): SQL {
  return sql`
    WITH known_zones AS MATERIALIZED (SELECT name FROM pg_timezone_names),
    plan AS (
      SELECT s.study_id, u.id AS user_id, u.email, u.default_language AS language, s.kind, z.zone, st.start,
        greatest(l.local_due AT TIME ZONE z.zone, st.start) AS due_at,
        (l.local_due + s.remind_after_days * interval '1 day') AT TIME ZONE z.zone AS remind_at
      FROM questionnaire_schedules s
      JOIN users u ON s.study_id = ${currentStudyOf(sql`u.id`)}
      CROSS JOIN LATERAL (SELECT ${studyStartOf(sql`u.id`, sql`s.study_id`)} AS start) st
      CROSS JOIN LATERAL (SELECT ${participantZone} AS zone) z
      CROSS JOIN LATERAL (
        SELECT (CASE WHEN s.mode = 'day' THEN (st.start AT TIME ZONE z.zone)::date + s.day_in_study
          ELSE s.on_date END) + s.local_minutes * interval '1 minute' AS local_due
      ) l
      WHERE st.start IS NOT NULL
        AND ${isParticipantRow('u')} AND ${studyOpenFor(sql`u.id`)}
        AND (s.mode = 'day' OR st.start <= l.local_due AT TIME ZONE z.zone)
        AND ${where.onlyEnabled ? sql`s.enabled` : sql`true`}
        AND ${where.studyId === undefined ? sql`true` : sql`s.study_id = ${where.studyId}`}
        AND ${where.users ?? sql`true`}
    )
    SELECT p.*, d.done_at, f.sent_at, rm.sent_at AS reminded_at
    FROM plan p
    LEFT JOIN LATERAL (
      SELECT min(r.created_at) AS done_at FROM study_survey_responses r
      WHERE r.study_id = p.study_id AND r.kind = p.kind AND (r.user_id = p.user_id OR lower(r.email) = lower(p.email))
    ) d ON true
    LEFT JOIN questionnaire_deliveries f ON f.user_id = p.user_id AND f.study_id = p.study_id
      AND f.kind = p.kind AND f.stage = 'first'
    LEFT JOIN questionnaire_deliveries rm ON rm.user_id = p.user_id AND rm.study_id = p.study_id
      AND rm.kind = p.kind AND rm.stage = 'reminder'
    WHERE ${where.plan ?? sql`true`}`;
}

type RawPlanRow = {
  study_id: number;
  user_id: number;
  email: string;
  language: number;
  kind: TStudySurveyKind;
  zone: string;
  start: string | Date;
  due_at: string | Date;
  remind_at: string | Date;
  done_at: string | Date | null;
  sent_at: string | Date | null;
  reminded_at: string | Date | null;
};

const at = (v: string | Date | null) => (v === null ? null : new Date(v));

export async function selectPlan(db: Executor, query: SQL): Promise<PlanRow[]> {
  return rowsOf<RawPlanRow>(await db.execute(query)).map((r) => ({
    studyId: r.study_id,
    userId: r.user_id,
    email: r.email,
    language: r.language,
    kind: r.kind,
    zone: r.zone,
    start: new Date(r.start),
    dueAt: new Date(r.due_at),
    remindAt: new Date(r.remind_at),
    doneAt: at(r.done_at),
    sentAt: at(r.sent_at),
    remindedAt: at(r.reminded_at),
  }));
}

/**
 * What is to be sent at `now`: the questionnaire from its due moment until its reminder's
 * (a schedule set late still reaches people while answering is on time), the reminder within a
 * day of its moment (a server down longer drops it); never to someone who has answered, and
 * each stage once (its delivery row).
 */
export function dueToSend(now: Date, stage: DeliveryStage, limit: number): SQL {
  const t = sql`${now.toISOString()}::timestamptz`;
  const when =
    stage === 'first'
      ? sql`p.due_at <= ${t} AND ${t} < p.remind_at AND f.sent_at IS NULL`
      : sql`p.remind_at <= ${t} AND ${t} < p.remind_at + interval '1 day'
          AND f.sent_at IS NOT NULL AND rm.sent_at IS NULL`;
  return sql`${planQuery({ onlyEnabled: true, plan: sql`d.done_at IS NULL AND ${when}` })}
    ORDER BY p.user_id, p.study_id, p.kind LIMIT ${limit}`;
}

/**
 * Claims deliveries for sending: the ones this transaction inserted. A concurrent claim of the
 * same (participant, questionnaire, stage) waits for this transaction and then inserts nothing.
 */
export async function claimDeliveries(
  tx: Executor,
  stage: DeliveryStage,
  rows: { studyId: number; userId: number; kind: TStudySurveyKind; dueAt: Date }[],
  now: Date,
) {
  if (rows.length === 0) return new Set<string>();
  const json = JSON.stringify(
    rows.map((r) => ({
      study_id: r.studyId,
      user_id: r.userId,
      kind: r.kind,
      due_at: r.dueAt.toISOString(),
    })),
  );
  const result = await tx.execute(sql`
    INSERT INTO questionnaire_deliveries (study_id, user_id, kind, stage, due_at, sent_at)
    SELECT x.study_id, x.user_id, x.kind, ${stage}, x.due_at, ${now.toISOString()}::timestamptz
    FROM json_to_recordset(${json}::json)
      AS x(study_id integer, user_id integer, kind text, due_at timestamptz)
    -- An account erased since it was read is skipped rather than failing the batch.
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = x.user_id)
    ON CONFLICT DO NOTHING
    RETURNING study_id, user_id, kind`);
  return new Set(
    rowsOf<{ study_id: number; user_id: number; kind: string }>(result).map((r) =>
      deliveryKey(r.study_id, r.user_id, r.kind),
    ),
  );
}

export const deliveryKey = (studyId: number, userId: number, kind: string) =>
  `${studyId}:${userId}:${kind}`;

export interface CompletionRow {
  kind: TStudySurveyKind;
  participants: number;
  not_yet_due: number;
  due: number;
  done_on_time: number;
  done_late: number;
  overdue: number;
  sent: number;
  reminded: number;
}

/**
 * Where the study's participants stand with each of its scheduled questionnaires at `now`
 * (ZScheduleCompletion).
 */
export async function completionByKind(db: Executor, studyId: number, now: Date) {
  const t = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    SELECT c.kind, count(*)::int AS participants,
      (count(*) FILTER (WHERE c.done_at IS NULL AND c.due_at > ${t}))::int AS not_yet_due,
      (count(*) FILTER (WHERE c.done_at IS NULL AND c.due_at <= ${t} AND ${t} < c.remind_at))::int AS due,
      (count(*) FILTER (WHERE c.done_at < c.remind_at))::int AS done_on_time,
      (count(*) FILTER (WHERE c.done_at >= c.remind_at))::int AS done_late,
      (count(*) FILTER (WHERE c.done_at IS NULL AND c.remind_at <= ${t}))::int AS overdue,
      count(c.sent_at)::int AS sent, count(c.reminded_at)::int AS reminded
    FROM (${planQuery({ onlyEnabled: false, studyId })}) c
    GROUP BY c.kind`);
  return new Map(rowsOf<CompletionRow>(result).map((r) => [r.kind, r]));
}

/** Where one pair stands at `now`, as the CSV writes it. */
export function statusOf(row: PlanRow, now: Date) {
  if (row.doneAt) return row.doneAt < row.remindAt ? 'done_on_time' : 'done_late';
  if (row.dueAt > now) return 'not_yet_due';
  return now < row.remindAt ? 'due' : 'overdue';
}

/** The next `size` ids of the study's participants after `last`, for reading its plan in batches. */
export async function participantIdsAfter(
  db: Executor,
  studyId: number,
  last: number | null,
  size: number,
) {
  const result = await db.execute(sql`
    SELECT u.id FROM users u
    WHERE ${isParticipantRow('u')} AND ${currentStudyOf(sql`u.id`)} = ${studyId}
      AND u.id > ${last ?? 0}
    ORDER BY u.id LIMIT ${size}`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}
