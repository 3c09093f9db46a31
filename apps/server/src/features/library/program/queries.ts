import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { programItems as item, programs } from '../../../db/schema/index.ts';
import { loadExercises, type Viewer } from '../../sessions/index.ts';
import { yesterdayIn } from '../../../lib/time-zone.ts';
import { dueFor } from '../../../core/current-user-queries.ts';

/** A program list longer than this is a data error, not something to send to a phone. */
const MAX_ITEMS = 500;

/**
 * program-exercises: each due item with its whole exercise and the rhythm the researcher fixed
 * for it (null: the participant's own pace), soonest first.
 */
export async function listDueProgram(db: Executor, viewer: Viewer, timeZone: string, now: Date) {
  const rows = await db
    .select({
      id: item.id,
      programId: item.programId,
      title: programs.title,
      exerciseId: item.exerciseId,
      dueDate: item.dueDate,
      rhythm: item.rhythm,
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
        rhythm: r.rhythm,
      },
    ];
  });
}
