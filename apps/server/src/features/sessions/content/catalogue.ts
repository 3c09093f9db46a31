import type { Executor } from '../../../db/client.ts';
import {
  durations,
  exercises,
  experienceMetas,
  goals,
  narrations,
  themes,
} from '../../../db/schema/index.ts';

export type Goal = typeof goals.$inferSelect;
export type Duration = typeof durations.$inferSelect;
export type Narration = typeof narrations.$inferSelect;
export type Theme = typeof themes.$inferSelect;
export type Design = typeof experienceMetas.$inferSelect;
export type Exercise = typeof exercises.$inferSelect;

/** Every piece of session content, as lists in display order and by id. */
export interface Catalogue {
  goals: Goal[];
  durations: Duration[];
  narrations: Narration[];
  themes: Theme[];
  designs: Design[];
  /** By sort order, then id: the order every list of exercises shows. */
  exercises: Exercise[];
  goal: Map<number, Goal>;
  duration: Map<number, Duration>;
  narration: Map<number, Narration>;
  theme: Map<number, Theme>;
  design: Map<number, Design>;
  exercise: Map<number, Exercise>;
}

const bySortOrder = (a: { sortOrder: number; id: number }, b: { sortOrder: number; id: number }) =>
  a.sortOrder - b.sortOrder || a.id - b.id;
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

async function read(db: Executor): Promise<Catalogue> {
  // One after another: the first read may run inside a write's transaction (one connection,
  // decision 073), which takes one query at a time.
  const g = await db.select().from(goals);
  const d = await db.select().from(durations);
  const n = await db.select().from(narrations);
  const t = await db.select().from(themes);
  const m = await db.select().from(experienceMetas);
  const e = await db.select().from(exercises);
  const lists = {
    goals: g.sort(bySortOrder),
    durations: d.sort(bySortOrder),
    narrations: n.sort(bySortOrder),
    themes: t.sort(bySortOrder),
    designs: m.sort((a, b) => a.id - b.id),
    exercises: e.sort(bySortOrder),
  };
  return {
    ...lists,
    goal: byId(lists.goals),
    duration: byId(lists.durations),
    narration: byId(lists.narrations),
    theme: byId(lists.themes),
    design: byId(lists.designs),
    exercise: byId(lists.exercises),
  };
}

let loaded = new WeakMap<Executor, Promise<Catalogue>>();

/**
 * The session content, read once per database and kept in memory: a few hundred rows that only
 * the seed at start-up writes (db/seed/sessions.ts), so every server reads the same. The
 * design cascade, the defaults and every exercise a list shows are built from it, which spared
 * the design search six joins and their planning on each request (decision 069, issue 17).
 */
export function contentCatalogue(db: Executor): Promise<Catalogue> {
  let catalogue = loaded.get(db);
  if (!catalogue) {
    catalogue = read(db);
    loaded.set(db, catalogue);
    catalogue.catch(() => loaded.delete(db));
  }
  return catalogue;
}

/**
 * After content is written while the server runs (tests that add a goal): read it afresh, under
 * every handle of the database (the app's `deps.db` wraps the test's, decision 073).
 */
export function forgetContentCatalogue() {
  loaded = new WeakMap();
}
