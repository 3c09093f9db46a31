import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { durations, exercises, goals, narrations, themes } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { DesignFilter } from './queries.ts';

const TABLES = { goalId: goals, durationId: durations, narrationId: narrations, themeId: themes };

/** An id that names no content answers 404, like any id that does not resolve (spec §8). */
export async function assertContentExists(db: Executor, f: DesignFilter) {
  for (const key of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
    const id = f[key];
    if (id === undefined) continue;
    const table = TABLES[key];
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!row) throw notFound();
  }
}

export async function assertExerciseExists(db: Executor, exerciseId: number) {
  const [row] = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(eq(exercises.id, exerciseId));
  if (!row) throw notFound();
}

/** A step of the cascade was skipped: 'Please select above information' (spec §5). */
export function selectionRequired(field: string) {
  return new AppError(
    'VALIDATION_ERROR',
    'sessionSelectionRequired',
    {},
    {
      [field]: 'sessionSelectionRequired',
    },
  );
}
