import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { PROGRESS_WEEKS } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import { exerciseHistory as h } from '../../../db/schema/index.ts';
import { iso } from '../../../core/present.ts';
import { ratingColumns } from '../ratings.ts';
import { addDays, localDate } from '../../../lib/time-zone.ts';

/** Enough for several sessions a day over the window; the chart needs no more. */
const MAX_SESSIONS = 1000;

const dayOfWeek = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The Monday starting the ISO week of a date. */
export function mondayOf(day: string) {
  return addDays(day, -((dayOfWeek(day) + 6) % 7));
}

/** ISO 8601 week label of a Monday: the week belongs to the year of its Thursday. */
export function isoWeek(monday: string) {
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const days = (Date.parse(`${thursday}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000;
  return `${year}-W${String(Math.floor(days / 7) + 1).padStart(2, '0')}`;
}

/** The Mondays of the last PROGRESS_WEEKS weeks in the zone, oldest first. */
export function weekStarts(now: Date, timeZone: string) {
  const current = mondayOf(localDate(now, timeZone));
  return Array.from({ length: PROGRESS_WEEKS }, (_, n) =>
    addDays(current, 7 * (n - PROGRESS_WEEKS + 1)),
  );
}

/**
 * Before/after ratings per session and minutes per local week, aggregated by PostgreSQL over
 * the window only (a range of the history's (user, created_at) index).
 */
export async function findProgress(db: Executor, userId: number, timeZone: string, now: Date) {
  const weeks = weekStarts(now, timeZone);
  // Local midnight of the first Monday, as an instant, computed by the database's zone rules.
  const since = sql`(${weeks[0]}::date::timestamp AT TIME ZONE ${timeZone})`;
  const inWindow = and(eq(h.userId, userId), gte(h.createdAt, since));
  const weekOf = sql<string>`to_char(date_trunc('week', ${h.createdAt} AT TIME ZONE ${timeZone}), 'YYYY-MM-DD')`;
  const [sums, sessions] = await Promise.all([
    db
      .select({
        week: weekOf,
        seconds: sql<number>`sum(${h.durationSeconds})`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(h)
      .where(inWindow)
      // By position: the zone is a parameter, so a repeated expression would not match.
      .groupBy(sql`1`),
    db
      .select({ id: h.id, createdAt: h.createdAt, exerciseId: h.exerciseId, ...ratingColumns })
      .from(h)
      .where(inWindow)
      .orderBy(desc(h.createdAt), desc(h.id))
      .limit(MAX_SESSIONS),
  ]);
  const byWeek = new Map(sums.map((s) => [s.week, s]));
  return {
    time_zone: timeZone,
    sessions: sessions
      .filter((s) => s.beforeRating !== null || s.afterRating !== null)
      .reverse()
      .map((s) => ({
        exerciseHistoryID: s.id,
        created_at: iso(s.createdAt)!,
        exercise_id: s.exerciseId,
        before_rating: s.beforeRating,
        after_rating: s.afterRating,
      })),
    weeks: weeks.map((monday) => {
      const found = byWeek.get(monday);
      return {
        week_start: monday,
        iso_week: isoWeek(monday),
        minutes: Math.round(((found?.seconds ?? 0) / 60) * 10) / 10,
        sessions: found?.count ?? 0,
      };
    }),
  };
}
