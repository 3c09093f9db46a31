import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  durations,
  exercises,
  experienceMetas,
  goals,
  narrations,
  themes,
} from '../schema/index.ts';
import { DURATIONS, NARRATIONS, THEMES } from './content/catalogue.ts';
import { buildExercises } from './content/exercises.ts';
import { GOALS } from './content/goals.ts';

/** `SET col = excluded.col` for each column, so a re-run brings text edits into the database. */
const excluded = (...columns: string[]) =>
  Object.fromEntries(
    columns.map((c) => [
      c,
      sql.raw(`excluded.${c.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`)}`),
    ]),
  );

/** Session content of issue 4, upserted by id: idempotent, and safe on every start. */
export async function seedSessionContent(db: Database) {
  const list = buildExercises();
  await db.transaction(async (tx) => {
    await tx
      .insert(goals)
      .values(
        GOALS.map((g, n) => ({
          id: g.id,
          sortOrder: n + 1,
          titles: g.title,
          descriptions: g.description,
          videoUrl: null,
          rating: g.rating,
        })),
      )
      .onConflictDoUpdate({
        target: goals.id,
        set: excluded('sortOrder', 'titles', 'descriptions', 'videoUrl', 'rating'),
      });
    await tx
      .insert(durations)
      .values(DURATIONS.map((d, n) => ({ id: d.id, minute: d.minute, sortOrder: n + 1 })))
      .onConflictDoUpdate({ target: durations.id, set: excluded('minute', 'sortOrder') });
    await tx
      .insert(narrations)
      .values(
        NARRATIONS.map((x, n) => ({ id: x.id, sortOrder: n + 1, style: x.style, titles: x.title })),
      )
      .onConflictDoUpdate({ target: narrations.id, set: excluded('sortOrder', 'style', 'titles') });
    await tx
      .insert(themes)
      .values(
        THEMES.map((x, n) => ({
          id: x.id,
          sortOrder: n + 1,
          pacerTheme: x.pacerTheme,
          titles: x.title,
        })),
      )
      .onConflictDoUpdate({
        target: themes.id,
        set: excluded('sortOrder', 'pacerTheme', 'titles'),
      });
    await tx
      .insert(experienceMetas)
      .values(list.map((e) => ({ id: e.id, ...e.design })))
      .onConflictDoNothing();
    await tx
      .insert(exercises)
      .values(
        list.map((e, n) => ({
          id: e.id,
          experienceMetaId: e.id,
          sortOrder: n + 1,
          languageId: null,
          titles: e.title,
          breathingPace: null,
          inhaleRatio: e.inhaleRatio,
          exhaleRatio: e.exhaleRatio,
          introDuration: e.introDuration,
          exerciseDuration: e.exerciseDuration,
          videoUrl: null,
          trailerUrl: null,
          beforeQuestions: e.beforeQuestions,
          afterQuestions: e.afterQuestions,
        })),
      )
      .onConflictDoUpdate({
        target: exercises.id,
        set: excluded(
          'sortOrder',
          'titles',
          'inhaleRatio',
          'exhaleRatio',
          'introDuration',
          'exerciseDuration',
          'beforeQuestions',
          'afterQuestions',
        ),
      });
  });
}
