import { and, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  accessCodeRedemptions,
  accessCodes,
  programItems as item,
  programs,
  reminders,
} from '../db/schema/index.ts';
import { studyOpenFor } from '../db/study-consent.ts';
import { yesterdayIn } from '../lib/time-zone.ts';

// The flags of the current user's reply (spec §3) that are queries of their own: the auth
// feature presents them and the features that own the rows (library, settings) reuse them.

/**
 * Items meant for the user: assigned to them by name, or unassigned items of a program whose
 * cohort they joined by redeeming one of its access codes. Due yesterday or later (spec §9) in
 * their calendar: `yesterday` is a YYYY-MM-DD date of their time zone. Nothing while the study's
 * consent waits for their signature or after they withdrew (decision 082).
 */
export function dueFor(db: Executor, userId: number, yesterday: string) {
  const cohortsOfUser = db
    .select({ id: accessCodes.cohortId })
    .from(accessCodeRedemptions)
    .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.accessCodeId))
    .where(and(eq(accessCodeRedemptions.userId, userId), isNotNull(accessCodes.cohortId)));
  return and(
    studyOpenFor(userId),
    gte(item.dueDate, yesterday),
    or(
      eq(item.userId, userId),
      and(isNull(item.userId), inArray(programs.cohortId, cohortsOfUser)),
    ),
  );
}

/** The has_program flag of the current user (the For You tab): the same rule as the list. */
export async function hasDueProgram(db: Executor, userId: number, timeZone: string, now: Date) {
  const [row] = await db
    .select({ id: item.id })
    .from(item)
    .innerJoin(programs, eq(programs.id, item.programId))
    .where(dueFor(db, userId, yesterdayIn(now, timeZone)))
    .limit(1);
  return row !== undefined;
}

/** spec §3 remindvalue: whether any of the person's reminders is switched on. */
export async function hasReminderOn(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.isEnabled, true)))
    .limit(1);
  return row !== undefined;
}
