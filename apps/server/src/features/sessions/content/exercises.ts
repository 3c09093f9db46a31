import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { LanguageCode, TExercise, TLikeState } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import {
  durations,
  exerciseLikes,
  exercises,
  experienceMetas,
  favoriteExercises,
  goals,
  narrations,
  themes,
} from '../../../db/schema/index.ts';
import { localise } from '../../../core/present.ts';
import { presentGoalRating } from './present.ts';

async function findRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      exercise: exercises,
      goal: goals,
      duration: durations,
      narration: narrations,
      theme: themes,
    })
    .from(exercises)
    .innerJoin(experienceMetas, eq(exercises.experienceMetaId, experienceMetas.id))
    .innerJoin(goals, eq(goals.id, experienceMetas.goalId))
    .innerJoin(durations, eq(durations.id, experienceMetas.durationId))
    .innerJoin(narrations, eq(narrations.id, experienceMetas.narrationId))
    .innerJoin(themes, eq(themes.id, experienceMetas.themeId))
    .where(where)
    .orderBy(asc(exercises.sortOrder), asc(exercises.id));
}
type Row = Awaited<ReturnType<typeof findRows>>[number];

/** Who is asking and in which language: the parts of an exercise that depend on the caller. */
export interface Viewer {
  userId: number;
  lang: LanguageCode;
  languageId: number;
  averageSpeed: number;
}

export function exercisesOfDesigns(designIds: number[], languageId: number) {
  return and(
    inArray(exercises.experienceMetaId, designIds),
    or(isNull(exercises.languageId), eq(exercises.languageId, languageId)),
  );
}

/** Exercises with every field of spec §3, including the viewer's favourite and like state. */
export async function loadExercises(db: Executor, viewer: Viewer, where: SQL | undefined) {
  const rows = await findRows(db, where);
  const ids = rows.map((r) => r.exercise.id);
  if (ids.length === 0) return [];
  const [favourites, likes] = await Promise.all([
    db
      .select({ id: favoriteExercises.exerciseId })
      .from(favoriteExercises)
      .where(
        and(
          eq(favoriteExercises.userId, viewer.userId),
          inArray(favoriteExercises.exerciseId, ids),
        ),
      ),
    db
      .select({ id: exerciseLikes.exerciseId, isLike: exerciseLikes.isLike })
      .from(exerciseLikes)
      .where(and(eq(exerciseLikes.userId, viewer.userId), inArray(exerciseLikes.exerciseId, ids))),
  ]);
  const favourite = new Set(favourites.map((f) => f.id));
  const like = new Map(likes.map((l) => [l.id, l.isLike as TLikeState]));
  return rows.map((r) =>
    presentExercise(r, viewer, favourite.has(r.exercise.id), like.get(r.exercise.id) ?? 0),
  );
}

export async function loadExercise(db: Executor, viewer: Viewer, exerciseId: number) {
  const [found] = await loadExercises(db, viewer, eq(exercises.id, exerciseId));
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
