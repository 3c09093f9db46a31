import { and, asc, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  accessCodeRedemptions,
  accessCodes,
  programItems as item,
  programs,
} from '../../../db/schema/index.ts';
import { loadExercises, type Viewer } from '../../sessions/content/exercises.ts';
import { yesterdayIn } from '../time-zone.ts';

/** A program list longer than this is a data error, not something to send to a phone. */
const MAX_ITEMS = 500;

/**
 * Items meant for the user: assigned to them by name, or unassigned items of a program whose
 * cohort they joined by redeeming one of its access codes. Due yesterday or later (spec §9) in
 * their calendar: `yesterday` is a YYYY-MM-DD date of their time zone.
 */
function dueFor(db: Executor, userId: number, yesterday: string) {
  const cohortsOfUser = db
    .select({ id: accessCodes.cohortId })
    .from(accessCodeRedemptions)
    .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.accessCodeId))
    .where(and(eq(accessCodeRedemptions.userId, userId), isNotNull(accessCodes.cohortId)));
  return and(
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

/** program-exercises: each due item with its whole exercise, soonest first. */
export async function listDueProgram(db: Executor, viewer: Viewer, timeZone: string, now: Date) {
  const rows = await db
    .select({
      id: item.id,
      programId: item.programId,
      title: programs.title,
      exerciseId: item.exerciseId,
      dueDate: item.dueDate,
    })
    .from(item)
    .innerJoin(programs, eq(programs.id, item.programId))
    .where(dueFor(db, viewer.userId, yesterdayIn(now, timeZone)))
    .orderBy(asc(item.dueDate), asc(item.id))
    .limit(MAX_ITEMS);
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.exerciseId))];
  const found = await loadExercises(db, viewer, ids);
  const byId = new Map(found.map((e) => [e.exerciseID, e]));
  return rows.flatMap((r) => {
    const exercise = byId.get(r.exerciseId);
    if (!exercise) return [];
    return [
      {
        ...exercise,
        program_item_id: r.id,
        program_id: r.programId,
        program_title: r.title,
        due_date: r.dueDate,
      },
    ];
  });
}
