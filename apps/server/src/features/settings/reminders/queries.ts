import { and, asc, eq, sql } from 'drizzle-orm';
import { studyOpenFor } from '../../../db/study-consent.ts';
import type { Executor } from '../../../db/client.ts';
import { reminderDeliveries, reminders } from '../../../db/schema/index.ts';
import { rowsOf } from '../../notifications/index.ts';

/**
 * The instant of local time `minutes` on the local date `now + days` in the row's zone.
 * PostgreSQL's own zone rules: a time skipped by the spring change (02:30 in New York) fires
 * at the same offset before the change (03:30 daylight time); a time that happens twice in
 * autumn fires once, at the second (standard time) occurrence. Decision 021.
 */
const occurrence = (now: Date, days: number | ReturnType<typeof sql>) => sql`
  ((((${now.toISOString()}::timestamptz AT TIME ZONE ${reminders.timeZone})::date + ${days})
    + ${reminders.localMinutes} * interval '1 minute') AT TIME ZONE ${reminders.timeZone})`;

export interface ReminderRow {
  id: number;
  localMinutes: number;
  timeZone: string;
  isEnabled: boolean;
  /** The next time it fires after `now` (whether or not it is on). */
  nextAt: Date;
}

/** The person's reminders, earliest local time first, with their next UTC instant. */
export async function reminderRows(db: Executor, userId: number, now: Date) {
  const next = sql<string>`(SELECT min(o.at) FROM (
      SELECT ${occurrence(now, sql`k.k`)} AS at FROM generate_series(0, 2) AS k(k)
    ) o WHERE o.at > ${now.toISOString()}::timestamptz)`;
  const rows = await db
    .select({
      id: reminders.id,
      localMinutes: reminders.localMinutes,
      timeZone: reminders.timeZone,
      isEnabled: reminders.isEnabled,
      nextAt: next,
    })
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(asc(reminders.localMinutes), asc(reminders.id));
  return rows.map((r): ReminderRow => ({ ...r, nextAt: new Date(r.nextAt) }));
}

/**
 * Whether PostgreSQL knows the zone: the browser's ICU list and the server's tz database can
 * differ, and one unknown zone in the table would fail the reminder query for everyone.
 */
export async function isKnownTimeZone(db: Executor, zone: string) {
  const result = await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = ${zone}) AS known`,
  );
  return rowsOf<{ known: boolean }>(result)[0]?.known === true;
}

/**
 * Makes the person's reminders exactly `times` (minutes after local midnight), all in `zone`
 * and on or off together. Times already set keep their row (and so their delivery record: a
 * save at 07:30 does not send 07:30 again); a moved, re-zoned or re-enabled reminder starts
 * from `now`, so it never fires for a moment before it was set.
 */
export async function replaceReminders(
  tx: Executor,
  userId: number,
  times: number[],
  zone: string,
  enabled: boolean,
  now: Date,
) {
  await tx.delete(reminders).where(
    and(
      eq(reminders.userId, userId),
      times.length > 0
        ? sql`${reminders.localMinutes} NOT IN (${sql.join(
            times.map((m) => sql`${m}`),
            sql`, `,
          )})`
        : sql`true`,
    ),
  );
  if (times.length === 0) return;
  await tx
    .insert(reminders)
    .values(
      times.map((localMinutes) => ({
        userId,
        localMinutes,
        timeZone: zone,
        isEnabled: enabled,
        activeFrom: now,
      })),
    )
    .onConflictDoUpdate({
      target: [reminders.userId, reminders.localMinutes],
      set: {
        timeZone: sql`excluded.time_zone`,
        isEnabled: sql`excluded.is_enabled`,
        // Unchanged zone and switch: keep the old start (and the record of what was sent).
        activeFrom: sql`CASE WHEN ${reminders.timeZone} = excluded.time_zone
          AND ${reminders.isEnabled} = excluded.is_enabled
          THEN ${reminders.activeFrom} ELSE excluded.active_from END`,
      },
    });
}

/** Turns every reminder of the person on or off, keeping the times; answers how many. */
export async function setRemindersEnabled(
  tx: Executor,
  userId: number,
  enabled: boolean,
  zone: string,
  now: Date,
) {
  const updated = await tx
    .update(reminders)
    .set({
      isEnabled: enabled,
      timeZone: zone,
      activeFrom: sql`CASE WHEN ${reminders.isEnabled} = ${enabled}
        AND ${reminders.timeZone} = ${zone} THEN ${reminders.activeFrom}
        ELSE ${now.toISOString()}::timestamptz END`,
    })
    .where(eq(reminders.userId, userId))
    .returning({ id: reminders.id });
  return updated.length;
}

/** Removes one reminder of the person; false when they have none with that id. */
export async function deleteReminderRow(db: Executor, userId: number, reminderId: number) {
  const deleted = await db
    .delete(reminders)
    .where(and(eq(reminders.id, reminderId), eq(reminders.userId, userId)))
    .returning({ id: reminders.id });
  return deleted.length > 0;
}

export interface DueOccurrence {
  reminderId: number;
  userId: number;
  dueAt: Date;
  language: number;
}

/**
 * Occurrences due in (now − window, now] that were not sent yet: yesterday's and today's local
 * date are both tried, so a window that crosses local midnight is covered. Older ones are
 * dropped, never sent late (a server down for a day does not send a day of reminders). None
 * while the study's consent waits for a signature or after a withdrawal (decision 082).
 */
export async function dueOccurrences(
  db: Executor,
  now: Date,
  options: { windowMs: number; limit: number; shard: number; shards: number },
): Promise<DueOccurrence[]> {
  const at = now.toISOString();
  const from = new Date(now.getTime() - options.windowMs).toISOString();
  const result = await db.execute(sql`
    SELECT r.id AS reminder_id, r.user_id, o.due_at, u.default_language AS language
    FROM ${reminders} r
    JOIN users u ON u.id = r.user_id
    CROSS JOIN LATERAL (
      SELECT ((((${at}::timestamptz AT TIME ZONE r.time_zone)::date + d.k)
        + r.local_minutes * interval '1 minute') AT TIME ZONE r.time_zone) AS due_at
      FROM (VALUES (-1), (0)) AS d(k)
    ) o
    WHERE r.is_enabled
      AND r.id % ${options.shards} = ${options.shard}
      AND ${studyOpenFor(sql`r.user_id`)}
      AND o.due_at > ${from}::timestamptz AND o.due_at <= ${at}::timestamptz
      AND o.due_at >= r.active_from
      AND NOT EXISTS (
        SELECT 1 FROM ${reminderDeliveries} x WHERE x.reminder_id = r.id AND x.due_at = o.due_at
      )
    ORDER BY o.due_at, r.id
    LIMIT ${options.limit}`);
  return rowsOf<{
    reminder_id: number;
    user_id: number;
    due_at: string | Date;
    language: number;
  }>(result).map((r) => ({
    reminderId: r.reminder_id,
    userId: r.user_id,
    dueAt: new Date(r.due_at),
    language: r.language,
  }));
}

/**
 * Claims occurrences for sending: the ones this transaction inserted. A concurrent claim of the
 * same (reminder, due_at) waits for this transaction and then inserts nothing.
 */
export async function claimOccurrences(tx: Executor, due: DueOccurrence[], now: Date) {
  if (due.length === 0) return new Set<string>();
  const rows = JSON.stringify(
    due.map((d) => ({ reminder_id: d.reminderId, due_at: d.dueAt.toISOString() })),
  );
  const result = await tx.execute(sql`
    INSERT INTO ${reminderDeliveries} (reminder_id, due_at, sent_at)
    SELECT x.reminder_id, x.due_at, ${now.toISOString()}::timestamptz
    FROM json_to_recordset(${rows}::json) AS x(reminder_id integer, due_at timestamptz)
    -- The reminder may have been removed since it was read: skip it rather than fail the batch.
    WHERE EXISTS (SELECT 1 FROM ${reminders} r WHERE r.id = x.reminder_id AND r.is_enabled)
    ON CONFLICT DO NOTHING
    RETURNING reminder_id, due_at`);
  return new Set(
    rowsOf<{ reminder_id: number; due_at: string | Date }>(result).map((r) =>
      occurrenceKey(r.reminder_id, new Date(r.due_at)),
    ),
  );
}

export const occurrenceKey = (reminderId: number, dueAt: Date) =>
  `${reminderId}@${dueAt.toISOString()}`;

/** Delivery records older than any catch-up window are no longer needed. */
export async function pruneDeliveries(db: Executor, before: Date) {
  await db.execute(
    sql`DELETE FROM ${reminderDeliveries} WHERE due_at < ${before.toISOString()}::timestamptz`,
  );
}
