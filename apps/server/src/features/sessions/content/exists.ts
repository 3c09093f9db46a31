import type { Executor } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { contentCatalogue, type Catalogue } from './catalogue.ts';
import type { DesignFilter } from './queries.ts';

const TABLES: Record<keyof DesignFilter, (c: Catalogue) => Map<number, unknown>> = {
  goalId: (c) => c.goal,
  durationId: (c) => c.duration,
  narrationId: (c) => c.narration,
  themeId: (c) => c.theme,
};

/** An id that names no content answers 404, like any id that does not resolve (spec §8). */
export async function assertContentExists(db: Executor, f: DesignFilter) {
  const c = await contentCatalogue(db);
  for (const key of Object.keys(TABLES) as (keyof DesignFilter)[]) {
    const id = f[key];
    if (id !== undefined && !TABLES[key](c).has(id)) throw notFound();
  }
}

export async function assertExerciseExists(db: Executor, exerciseId: number) {
  if (!(await contentCatalogue(db)).exercise.has(exerciseId)) throw notFound();
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
