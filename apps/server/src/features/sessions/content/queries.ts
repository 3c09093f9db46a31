import type { Executor } from '../../../db/client.ts';
import { contentCatalogue, type Catalogue, type Design } from './catalogue.ts';

/** The parts of a design; any may be left out to widen a query. */
export interface DesignFilter {
  goalId?: number | undefined;
  durationId?: number | undefined;
  narrationId?: number | undefined;
  themeId?: number | undefined;
}

const matches = (d: Design, f: DesignFilter) =>
  (f.goalId === undefined || d.goalId === f.goalId) &&
  (f.durationId === undefined || d.durationId === f.durationId) &&
  (f.narrationId === undefined || d.narrationId === f.narrationId) &&
  (f.themeId === undefined || d.themeId === f.themeId);

/** An exercise in another language is not offered; null means "narrated in any language". */
const speaks = (languageId: number) => (e: { languageId: number | null }) =>
  e.languageId === null || e.languageId === languageId;

/**
 * Designs matching the filter that have an exercise in the language; each list of the cascade
 * selects from these, so only choices leading to an exercise are offered.
 */
function offered(c: Catalogue, f: DesignFilter, languageId: number) {
  const withExercise = new Set(
    c.exercises.filter(speaks(languageId)).map((e) => e.experienceMetaId),
  );
  return c.designs.filter((d) => withExercise.has(d.id) && matches(d, f));
}

/** The rows of `list` (in its order) that some offered design uses through `part`. */
async function offeredParts<T extends { id: number }>(
  db: Executor,
  f: DesignFilter,
  languageId: number,
  list: (c: Catalogue) => T[],
  part: (d: Design) => number,
) {
  const c = await contentCatalogue(db);
  const used = new Set(offered(c, f, languageId).map(part));
  return list(c).filter((row) => used.has(row.id));
}

export function findGoals(db: Executor, f: DesignFilter, languageId: number) {
  return offeredParts(
    db,
    f,
    languageId,
    (c) => c.goals,
    (d) => d.goalId,
  );
}

export function findDurations(db: Executor, f: DesignFilter, languageId: number) {
  return offeredParts(
    db,
    f,
    languageId,
    (c) => c.durations,
    (d) => d.durationId,
  );
}

export function findNarrations(db: Executor, f: DesignFilter, languageId: number) {
  return offeredParts(
    db,
    f,
    languageId,
    (c) => c.narrations,
    (d) => d.narrationId,
  );
}

export function findThemes(db: Executor, f: DesignFilter, languageId: number) {
  return offeredParts(
    db,
    f,
    languageId,
    (c) => c.themes,
    (d) => d.themeId,
  );
}

/** The design of exactly these four parts, if it has an exercise in the language. */
export async function findDesign(db: Executor, f: Required<DesignFilter>, languageId: number) {
  return offered(await contentCatalogue(db), f, languageId)[0] ?? null;
}

export async function findDesignById(db: Executor, id: number, languageId: number) {
  const c = await contentCatalogue(db);
  const design = c.design.get(id);
  return design && offered(c, design, languageId).length > 0 ? design : null;
}

export async function findDuration(db: Executor, id: number) {
  return (await contentCatalogue(db)).duration.get(id) ?? null;
}

/** Ids of the exercises in the language whose design matches the parts given, in list order. */
export async function findExerciseIds(db: Executor, f: DesignFilter, languageId: number) {
  const c = await contentCatalogue(db);
  return c.exercises
    .filter(speaks(languageId))
    .filter((e) => {
      const design = c.design.get(e.experienceMetaId);
      return design !== undefined && matches(design, f);
    })
    .map((e) => e.id);
}
