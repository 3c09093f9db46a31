import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  durations,
  exercises,
  experienceMetas,
  goals,
  narrations,
  themes,
} from '../../../db/schema/index.ts';

/** The parts of a design; any may be left out to widen a query. */
export interface DesignFilter {
  goalId?: number | undefined;
  durationId?: number | undefined;
  narrationId?: number | undefined;
  themeId?: number | undefined;
}

function designWhere(f: DesignFilter, languageId: number) {
  const parts: (SQL | undefined)[] = [
    // An exercise in another language is not offered; null means "narrated in any language".
    or(isNull(exercises.languageId), eq(exercises.languageId, languageId)),
    f.goalId === undefined ? undefined : eq(experienceMetas.goalId, f.goalId),
    f.durationId === undefined ? undefined : eq(experienceMetas.durationId, f.durationId),
    f.narrationId === undefined ? undefined : eq(experienceMetas.narrationId, f.narrationId),
    f.themeId === undefined ? undefined : eq(experienceMetas.themeId, f.themeId),
  ];
  return and(...parts);
}

/**
 * Designs that have an exercise in the language, joined to every content table; each list of
 * the cascade selects from this, so only choices leading to an exercise are offered.
 */
function designs(db: Executor) {
  return {
    goals: () =>
      db
        .selectDistinct({ row: goals, sort: goals.sortOrder })
        .from(goals)
        .innerJoin(experienceMetas, eq(experienceMetas.goalId, goals.id))
        .innerJoin(exercises, eq(exercises.experienceMetaId, experienceMetas.id)),
    durations: () =>
      db
        .selectDistinct({ row: durations, sort: durations.sortOrder })
        .from(durations)
        .innerJoin(experienceMetas, eq(experienceMetas.durationId, durations.id))
        .innerJoin(exercises, eq(exercises.experienceMetaId, experienceMetas.id)),
    narrations: () =>
      db
        .selectDistinct({ row: narrations, sort: narrations.sortOrder })
        .from(narrations)
        .innerJoin(experienceMetas, eq(experienceMetas.narrationId, narrations.id))
        .innerJoin(exercises, eq(exercises.experienceMetaId, experienceMetas.id)),
    themes: () =>
      db
        .selectDistinct({ row: themes, sort: themes.sortOrder })
        .from(themes)
        .innerJoin(experienceMetas, eq(experienceMetas.themeId, themes.id))
        .innerJoin(exercises, eq(exercises.experienceMetaId, experienceMetas.id)),
  };
}

export async function findGoals(db: Executor, f: DesignFilter, languageId: number) {
  const rows = await designs(db)
    .goals()
    .where(designWhere(f, languageId))
    .orderBy(asc(goals.sortOrder));
  return rows.map((r) => r.row);
}

export async function findDurations(db: Executor, f: DesignFilter, languageId: number) {
  const rows = await designs(db)
    .durations()
    .where(designWhere(f, languageId))
    .orderBy(asc(durations.sortOrder));
  return rows.map((r) => r.row);
}

export async function findNarrations(db: Executor, f: DesignFilter, languageId: number) {
  const rows = await designs(db)
    .narrations()
    .where(designWhere(f, languageId))
    .orderBy(asc(narrations.sortOrder));
  return rows.map((r) => r.row);
}

export async function findThemes(db: Executor, f: DesignFilter, languageId: number) {
  const rows = await designs(db)
    .themes()
    .where(designWhere(f, languageId))
    .orderBy(asc(themes.sortOrder));
  return rows.map((r) => r.row);
}

/** The design of exactly these four parts, if it has an exercise in the language. */
export async function findDesign(db: Executor, f: Required<DesignFilter>, languageId: number) {
  const [row] = await db
    .select({ meta: experienceMetas })
    .from(experienceMetas)
    .innerJoin(exercises, eq(exercises.experienceMetaId, experienceMetas.id))
    .where(designWhere(f, languageId))
    .limit(1);
  return row?.meta ?? null;
}

export async function findDesignById(db: Executor, id: number, languageId: number) {
  const [row] = await db
    .select({ meta: experienceMetas })
    .from(experienceMetas)
    .innerJoin(exercises, eq(exercises.experienceMetaId, experienceMetas.id))
    .where(and(eq(experienceMetas.id, id), designWhere({}, languageId)))
    .limit(1);
  return row?.meta ?? null;
}

export async function findDuration(db: Executor, id: number) {
  const [row] = await db.select().from(durations).where(eq(durations.id, id));
  return row ?? null;
}
