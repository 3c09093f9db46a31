import { and, eq, sql, type Column } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { LanguageCode, TExercise, TLikeState } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import { prepared } from '../../../db/prepared.ts';
import { exerciseLikes, favoriteExercises } from '../../../db/schema/index.ts';
import { localise } from '../../../core/present.ts';
import {
  contentCatalogue,
  forgetContentCatalogue,
  type Catalogue,
  type Duration,
  type Exercise,
  type Goal,
  type Narration,
  type Theme,
} from './catalogue.ts';
import { presentGoalRating } from './present.ts';

interface Row {
  exercise: Exercise;
  goal: Goal;
  duration: Duration;
  narration: Narration;
  theme: Theme;
}

/** The exercises with these ids and the parts of their designs, in list order. */
function findRows(c: Catalogue, ids: readonly number[]): Row[] {
  const wanted = new Set(ids);
  return c.exercises.flatMap((exercise) => {
    if (!wanted.has(exercise.id)) return [];
    const design = c.design.get(exercise.experienceMetaId)!;
    return [
      {
        exercise,
        goal: c.goal.get(design.goalId)!,
        duration: c.duration.get(design.durationId)!,
        narration: c.narration.get(design.narrationId)!,
        theme: c.theme.get(design.themeId)!,
      },
    ];
  });
}

export interface ExerciseSummary {
  title: string;
  goal: string;
}

/**
 * The `exercise{title, goal}` of list items (history, favourites), from the catalogue in
 * memory: a list page asks the database only for its own rows. An id the catalogue lacks means
 * content was added since it was read, so it is read afresh once.
 */
export async function loadSummaries(db: Executor, ids: readonly number[], lang: LanguageCode) {
  let c = await contentCatalogue(db);
  if (ids.some((id) => !c.exercise.has(id))) {
    forgetContentCatalogue();
    c = await contentCatalogue(db);
  }
  const summaries = new Map<number, ExerciseSummary>();
  for (const id of ids) {
    const exercise = c.exercise.get(id);
    const goal = exercise && c.goal.get(c.design.get(exercise.experienceMetaId)!.goalId)!;
    if (exercise && goal) {
      summaries.set(id, {
        title: localise(exercise.titles, lang),
        goal: localise(goal.titles, lang),
      });
    }
  }
  return summaries;
}

/** Who is asking and in which language: the parts of an exercise that depend on the caller. */
export interface Viewer {
  userId: number;
  lang: LanguageCode;
  languageId: number;
  averageSpeed: number;
}

/** The viewer's favourites and likes among some exercises: one prepared statement. */
function viewerMarks(db: Executor) {
  const among = (column: Column) => sql`${column} = ANY(${sql.placeholder('ids')}::int[])`;
  return prepared(db, 'viewer_marks', (x) =>
    unionAll(
      x
        .select({
          id: favoriteExercises.exerciseId,
          favourite: sql<boolean>`true`.as('favourite'),
          isLike: sql<number | null>`NULL::smallint`.as('is_like'),
        })
        .from(favoriteExercises)
        .where(
          and(
            eq(favoriteExercises.userId, sql.placeholder('userId')),
            among(favoriteExercises.exerciseId),
          ),
        ),
      x
        .select({
          id: exerciseLikes.exerciseId,
          favourite: sql<boolean>`false`.as('favourite'),
          isLike: exerciseLikes.isLike,
        })
        .from(exerciseLikes)
        .where(
          and(eq(exerciseLikes.userId, sql.placeholder('userId')), among(exerciseLikes.exerciseId)),
        ),
    ).prepare('viewer_marks'),
  );
}

/** Exercises with every field of spec §3, including the viewer's favourite and like state. */
export async function loadExercises(db: Executor, viewer: Viewer, exerciseIds: readonly number[]) {
  const rows = findRows(await contentCatalogue(db), exerciseIds);
  const ids = rows.map((r) => r.exercise.id);
  if (ids.length === 0) return [];
  const marks = await viewerMarks(db).execute({ userId: viewer.userId, ids });
  const favourite = new Set(marks.filter((m) => m.favourite).map((m) => m.id));
  const like = new Map(
    marks.filter((m) => !m.favourite).map((m) => [m.id, m.isLike as TLikeState]),
  );
  return rows.map((r) =>
    presentExercise(r, viewer, favourite.has(r.exercise.id), like.get(r.exercise.id) ?? 0),
  );
}

export async function loadExercise(db: Executor, viewer: Viewer, exerciseId: number) {
  const [found] = await loadExercises(db, viewer, [exerciseId]);
  return found ?? null;
}

function presentExercise(r: Row, v: Viewer, isFavorite: boolean, isLike: TLikeState): TExercise {
  const { exercise: e, goal, duration, narration, theme } = r;
  const goalTitle = localise(goal.titles, v.lang);
  return {
    exerciseID: e.id,
    title: localise(e.titles, v.lang),
    goal: goalTitle,
    goal_id: goal.id,
    goal_title: goalTitle,
    goal_description: localise(goal.descriptions, v.lang),
    goal_video: goal.videoUrl,
    goal_rating: presentGoalRating(goal, v.lang),
    exercise_video: e.videoUrl,
    trailer_video: e.trailerUrl ? { trailer: e.trailerUrl } : null,
    before_questions: localise(e.beforeQuestions, v.lang),
    after_questions: localise(e.afterQuestions, v.lang),
    is_favorite: isFavorite ? 1 : 0,
    is_like: isLike,
    duration_minutes: duration.minute,
    duration_minute_id: duration.id,
    average_speed: v.averageSpeed,
    breathing_pace: e.breathingPace,
    effective_pace: e.breathingPace ?? v.averageSpeed,
    inhale_ratio: e.inhaleRatio,
    exhale_ratio: e.exhaleRatio,
    intro_duration: e.introDuration,
    exercise_duration: e.exerciseDuration,
    narration: localise(narration.titles, v.lang),
    narration_id: narration.id,
    narration_style: narration.style,
    theme: localise(theme.titles, v.lang),
    theme_id: theme.id,
    pacer_theme: theme.pacerTheme,
    language_id: e.languageId ?? v.languageId,
    experience_meta_id: e.experienceMetaId,
    due_date: null,
  };
}
