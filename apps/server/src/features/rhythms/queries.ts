import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TRhythmRamp, TRhythmTiming } from '@resona/contract';
import type { Executor } from '../../db/client.ts';
import { rhythms } from '../../db/schema/index.ts';

export type RhythmRow = typeof rhythms.$inferSelect;

export interface RhythmFields {
  name: string;
  timing: TRhythmTiming;
  ramp: TRhythmRamp | null;
}

/** A person's rhythms in their order. */
export function rhythmRows(db: Executor, userId: number) {
  return db
    .select()
    .from(rhythms)
    .where(eq(rhythms.userId, userId))
    .orderBy(asc(rhythms.position), asc(rhythms.id));
}

/**
 * Holds the person's row until the transaction ends, so two saves or a save and a reorder of
 * the same person's rhythms take their turns: positions stay 0, 1, 2… and the count is true.
 */
export async function lockPersonsRhythms(db: Executor, userId: number) {
  await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
}

export async function countRhythms(db: Executor, userId: number) {
  const [row] = await db.select({ n: count() }).from(rhythms).where(eq(rhythms.userId, userId));
  return row?.n ?? 0;
}

export async function insertRhythm(
  db: Executor,
  userId: number,
  position: number,
  fields: RhythmFields,
  now: Date,
) {
  const [row] = await db
    .insert(rhythms)
    .values({ userId, position, ...fields, createdAt: now, updatedAt: now })
    .returning({ id: rhythms.id });
  return row!.id;
}

/** Changes one of the person's rhythms; false when they have none with that id. */
export async function updateRhythm(
  db: Executor,
  userId: number,
  id: number,
  fields: RhythmFields,
  now: Date,
) {
  const changed = await db
    .update(rhythms)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(rhythms.id, id), eq(rhythms.userId, userId)))
    .returning({ id: rhythms.id });
  return changed.length > 0;
}

/** Deletes one of the person's rhythms; the position it held, or null when there was none. */
export async function deleteRhythmRow(db: Executor, userId: number, id: number) {
  const [row] = await db
    .delete(rhythms)
    .where(and(eq(rhythms.id, id), eq(rhythms.userId, userId)))
    .returning({ position: rhythms.position });
  return row?.position ?? null;
}

/** Closes the gap a deleted rhythm left: the ones after it move up one. */
export async function closeGap(db: Executor, userId: number, position: number) {
  await db
    .update(rhythms)
    .set({ position: sql`${rhythms.position} - 1` })
    .where(and(eq(rhythms.userId, userId), sql`${rhythms.position} > ${position}`));
}

/** Gives each of the person's rhythms its place in `ids` (which names each of them once). */
export async function setPositions(db: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE rhythms SET position = ordered.position - 1
    FROM unnest(${sql.param(ids)}::int[]) WITH ORDINALITY AS ordered(id, position)
    WHERE rhythms.id = ordered.id AND rhythms.user_id = ${userId}`);
}
