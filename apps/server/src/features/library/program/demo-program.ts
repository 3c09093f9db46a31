import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { programItems, programs, users } from '../../../db/schema/index.ts';
import { hasDueProgram } from '../../../core/current-user-queries.ts';
import { addDays, localDate, resolveTimeZone } from '../../../lib/time-zone.ts';
import { designId } from '../../../db/seed/content/exercises.ts';
import { DEMO_EMAIL } from '../../../db/seed/demo.ts';

const SEED_KEY = 'demo-starter-week';

/** Stress, focus, sleep, then stress again: goal, duration id, narration id, theme id. */
const ITEMS = [
  { days: 0, exercise: designId(1, 1, 2, 1) },
  { days: 1, exercise: designId(2, 2, 2, 2) },
  { days: 3, exercise: designId(3, 2, 3, 3) },
  { days: 5, exercise: designId(1, 3, 1, 2) },
];

/**
 * A For You program for the demo account, so the tab and its list can be seen at once. Safe to
 * call at every start after the demo account exists: it does nothing while an item is still
 * due, and once all have passed it lays the same items out again from today, so the demo never
 * shows an empty program. Does nothing when there is no demo account.
 */
export async function seedDemoProgram(db: Database, now = new Date()) {
  const [demo] = await db
    .select({ id: users.id, zone: users.deviceTimezone })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL));
  if (!demo) return null;
  const zone = resolveTimeZone(demo.zone);
  if (await hasDueProgram(db, demo.id, zone, now)) return null;
  const today = localDate(now, zone);
  return db.transaction(async (tx) => {
    const [program] = await tx
      .insert(programs)
      .values({ title: 'Starter week', seedKey: SEED_KEY })
      .onConflictDoUpdate({ target: programs.seedKey, set: { title: 'Starter week' } })
      .returning({ id: programs.id });
    await tx
      .delete(programItems)
      .where(and(eq(programItems.programId, program!.id), eq(programItems.userId, demo.id)));
    await tx.insert(programItems).values(
      ITEMS.map((i) => ({
        programId: program!.id,
        exerciseId: i.exercise,
        dueDate: addDays(today, i.days),
        userId: demo.id,
      })),
    );
    return { programId: program!.id, items: ITEMS.length };
  });
}
