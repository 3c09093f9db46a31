import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type {
  TExperience,
  ZAddExerciseFeedbackRequest,
  ZExperienceFeedbackRequest,
} from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { exerciseFeedback, exerciseHistory, videoViews } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/app-error.ts';
import { iso } from '../../../core/present.ts';
import { assertExerciseExists } from '../content/exists.ts';

type Feedback = typeof exerciseFeedback.$inferSelect;

/** The caller's view of this exercise with its history row; anything else is 404. */
async function findOwnView(db: Executor, userId: number, exerciseId: number, viewId: number) {
  const [row] = await db
    .select({ view: videoViews, historyId: exerciseHistory.id })
    .from(videoViews)
    .leftJoin(exerciseHistory, eq(exerciseHistory.videoViewsId, videoViews.id))
    .where(
      and(
        eq(videoViews.id, viewId),
        eq(videoViews.userId, userId),
        eq(videoViews.exerciseId, exerciseId),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

function presentExperience(f: Feedback): TExperience {
  return {
    experienceID: f.id,
    exercise_id: f.exerciseId,
    type: f.type === 2 ? 2 : 1,
    rating: f.rating ?? 0,
    feedback: f.description,
    experience_id: f.videoViewsId,
    created_at: iso(f.createdAt)!,
  };
}

/**
 * experience-feedback: the before/after face rating, tied to the view when one is named. `db`
 * is the idempotent write's transaction (decision 073), as for every session write below.
 */
export async function rateExperience(
  deps: Pick<Deps, 'now'>,
  db: Executor,
  userId: number,
  body: z.output<typeof ZExperienceFeedbackRequest>,
) {
  await assertExerciseExists(db, body.exercise_id);
  const view =
    body.experience_id === undefined
      ? null
      : await findOwnView(db, userId, body.exercise_id, body.experience_id);
  const [row] = await db
    .insert(exerciseFeedback)
    .values({
      userId,
      exerciseId: body.exercise_id,
      videoViewsId: view?.view.id ?? null,
      historyId: view?.historyId ?? null,
      type: body.type,
      rating: body.rating,
      description: body.feedback ?? null,
      createdAt: deps.now(),
    })
    .returning();
  return presentExperience(row!);
}

/** Written feedback from the player's panel; a named history row must be the caller's. */
export async function addFeedback(
  deps: Pick<Deps, 'now'>,
  db: Executor,
  userId: number,
  body: z.output<typeof ZAddExerciseFeedbackRequest>,
) {
  await assertExerciseExists(db, body.exercise_id);
  if (body.exercise_history_id !== undefined) {
    const [own] = await db
      .select({ id: exerciseHistory.id })
      .from(exerciseHistory)
      .where(
        and(
          eq(exerciseHistory.id, body.exercise_history_id),
          eq(exerciseHistory.userId, userId),
          eq(exerciseHistory.exerciseId, body.exercise_id),
        ),
      );
    if (!own) throw notFound();
  }
  const [row] = await db
    .insert(exerciseFeedback)
    .values({
      userId,
      exerciseId: body.exercise_id,
      historyId: body.exercise_history_id ?? null,
      description: body.description,
      createdAt: deps.now(),
    })
    .returning();
  return {
    exerciseFeedbackID: row!.id,
    exercise_id: row!.exerciseId,
    description: row!.description!,
    created_at: iso(row!.createdAt)!,
  };
}

/** Deletes one of the caller's own written feedback items; any other id is 404. */
export async function deleteFeedback(deps: Deps, userId: number, feedbackId: number) {
  const deleted = await deps.db
    .delete(exerciseFeedback)
    .where(and(eq(exerciseFeedback.id, feedbackId), eq(exerciseFeedback.userId, userId)))
    .returning({ id: exerciseFeedback.id });
  if (deleted.length === 0) throw notFound();
  return { feedbackid: feedbackId };
}

/** The caller's written feedback (not ratings) on an exercise, newest first. */
export async function listOwnFeedback(deps: Deps, userId: number, exerciseId: number) {
  const rows = await deps.db
    .select()
    .from(exerciseFeedback)
    .where(
      and(
        eq(exerciseFeedback.userId, userId),
        eq(exerciseFeedback.exerciseId, exerciseId),
        isNull(exerciseFeedback.type),
        isNotNull(exerciseFeedback.description),
      ),
    )
    .orderBy(desc(exerciseFeedback.createdAt), desc(exerciseFeedback.id));
  return rows.map((r) => ({
    exerciseFeedbackID: r.id,
    description: r.description!,
    created_at: iso(r.createdAt)!,
  }));
}
