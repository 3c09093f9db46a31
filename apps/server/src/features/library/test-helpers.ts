import type { TBreathedRhythm } from '@resona/contract';
import { cohorts, exerciseHistory, programItems, programs } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { EXERCISE } from '../sessions/test-helpers.ts';

/** A history row written directly, at a chosen time (the API stamps rows with the clock). */
export async function addHistory(
  db: Database,
  userId: number,
  createdAt: Date,
  extra: { exerciseId?: number; durationSeconds?: number; rhythm?: TBreathedRhythm } = {},
) {
  const [row] = await db
    .insert(exerciseHistory)
    .values({
      userId,
      exerciseId: extra.exerciseId ?? EXERCISE,
      createdAt,
      durationSeconds: extra.durationSeconds ?? 0,
      rhythm: extra.rhythm ?? null,
    })
    .returning();
  return row!;
}

export async function addProgram(db: Database, values: { cohortId?: number } = {}) {
  const [row] = await db
    .insert(programs)
    .values({ title: 'Test program', ...values })
    .returning();
  return row!;
}

export async function addProgramItem(
  db: Database,
  programId: number,
  dueDate: string,
  extra: { userId?: number; exerciseId?: number } = {},
) {
  const [row] = await db
    .insert(programItems)
    .values({ programId, dueDate, exerciseId: extra.exerciseId ?? EXERCISE, userId: extra.userId })
    .returning();
  return row!;
}

export async function addCohort(db: Database) {
  // Cohort names are unique: each call makes its own arm.
  const [row] = await db
    .insert(cohorts)
    .values({ name: `Study arm ${crypto.randomUUID()}` })
    .returning();
  return row!;
}
