import { asc, eq, inArray } from 'drizzle-orm';
import type { LanguageCode } from '@resona/contract';
import type { Executor } from '../../db/client.ts';
import {
  durations,
  exercises,
  experienceMetas,
  goals,
  narrations,
  themes,
} from '../../db/schema/index.ts';
import { localise } from '../../core/present.ts';

export interface ExerciseLabel {
  id: number;
  title: string;
  goal: string;
  minutes: number;
  theme: string;
  narration: string;
}

/**
 * Exercises as a researcher tells them apart, in their language: one title comes in several
 * designs, which differ by theme and narration (and goal and length). All of them, or `ids`.
 */
export async function exerciseLabels(
  db: Executor,
  lang: LanguageCode,
  ids?: number[],
): Promise<ExerciseLabel[]> {
  const rows = await db
    .select({
      id: exercises.id,
      titles: exercises.titles,
      goals: goals.titles,
      minute: durations.minute,
      themes: themes.titles,
      narrations: narrations.titles,
    })
    .from(exercises)
    .innerJoin(experienceMetas, eq(experienceMetas.id, exercises.experienceMetaId))
    .innerJoin(goals, eq(goals.id, experienceMetas.goalId))
    .innerJoin(durations, eq(durations.id, experienceMetas.durationId))
    .innerJoin(themes, eq(themes.id, experienceMetas.themeId))
    .innerJoin(narrations, eq(narrations.id, experienceMetas.narrationId))
    .where(ids === undefined ? undefined : inArray(exercises.id, ids))
    .orderBy(asc(exercises.id));
  return rows.map((r) => ({
    id: r.id,
    title: localise(r.titles, lang),
    goal: localise(r.goals, lang),
    minutes: r.minute,
    theme: localise(r.themes, lang),
    narration: localise(r.narrations, lang),
  }));
}

/** "Ocean · Voice": the part of a label that tells designs of one title apart. */
export const exerciseDetail = (label: ExerciseLabel) => `${label.theme} · ${label.narration}`;
