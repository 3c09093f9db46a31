import { desc, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { earlyAccessRequests } from '../../db/schema/index.ts';

/**
 * Keeps an address unless it is already kept in any case (the unique index on lower(email)).
 * Says whether it was new: the one INSERT decides, so two requests at once cannot both be new.
 */
export async function insertEarlyAccess(
  db: Executor,
  row: { email: string; languageId: number; createdAt: Date },
) {
  const inserted = await db
    .insert(earlyAccessRequests)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: earlyAccessRequests.id });
  return inserted.length > 0;
}

/** Up to `limit` addresses below id `before` (all when undefined), newest first. */
export function selectEarlyAccess(db: Executor, before: number | undefined, limit: number) {
  return db
    .select()
    .from(earlyAccessRequests)
    .where(before === undefined ? undefined : lt(earlyAccessRequests.id, before))
    .orderBy(desc(earlyAccessRequests.id))
    .limit(limit);
}
export type EarlyAccessRow = Awaited<ReturnType<typeof selectEarlyAccess>>[number];
