import { eq, inArray } from 'drizzle-orm';
import type { LanguageCode } from '@resona/contract';
import type { Executor } from '../../db/client.ts';
import { exercises, experienceMetas, goals } from '../../db/schema/index.ts';
import { localise } from '../../core/present.ts';

/**
 * The `exercise{title, goal}` of list items, for a page's exercise ids in one query. Kept apart
 * from the page query so that one stays a pure index range (see keyset.ts).
 */
export async function loadSummaries(db: Executor, ids: number[], lang: LanguageCode) {
  if (ids.length === 0) return new Map<number, { title: string; goal: string }>();
  const rows = await db
    .select({ id: exercises.id, titles: exercises.titles, goals: goals.titles })
    .from(exercises)
    .innerJoin(experienceMetas, eq(experienceMetas.id, exercises.experienceMetaId))
    .innerJoin(goals, eq(goals.id, experienceMetas.goalId))
    .where(inArray(exercises.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [r.id, { title: localise(r.titles, lang), goal: localise(r.goals, lang) }]),
  );
}
