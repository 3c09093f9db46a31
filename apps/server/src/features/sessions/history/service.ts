import { and, eq, sql } from 'drizzle-orm';
import type { TBreathedRhythm } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { exerciseHistory, videoViews } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/app-error.ts';
import { iso } from '../../../core/present.ts';
import { assertExerciseExists } from '../content/exists.ts';

/**
 * update-history: play started. The view and its history item are made together, in `db`: the
 * idempotent write's transaction (decision 073), where this one becomes a savepoint.
 */
export async function startView(
  deps: Pick<Deps, 'now'>,
  db: Executor,
  userId: number,
  exerciseId: number,
  rhythm: TBreathedRhythm | null = null,
) {
  await assertExerciseExists(db, exerciseId);
  const now = deps.now();
  return db.transaction(async (tx) => {
    const [view] = await tx
      .insert(videoViews)
      .values({ userId, exerciseId, createdAt: now, updatedAt: now })
      .returning({ id: videoViews.id });
    const [history] = await tx
      .insert(exerciseHistory)
      .values({ userId, exerciseId, createdAt: now, videoViewsId: view!.id, rhythm })
      .returning({ id: exerciseHistory.id });
    return { video_views_id: view!.id, exerciseHistoryID: history!.id, exercise_id: exerciseId };
  });
}

/**
 * update-video-views: the duration only ever grows (GREATEST), so a beacon sent at unload that
 * arrives after a later update, or a replayed request, cannot shorten what was recorded. The
 * view's history item is kept equal, for the history list. Another user's view is 404.
 */
export async function recordViewDuration(
  deps: Pick<Deps, 'now'>,
  db: Executor,
  userId: number,
  viewId: number,
  seconds: number,
) {
  const now = deps.now();
  return db.transaction(async (tx) => {
    const [view] = await tx
      .update(videoViews)
      .set({
        durationSeconds: sql`GREATEST(${videoViews.durationSeconds}, ${seconds}::integer)`,
        updatedAt: now,
      })
      .where(and(eq(videoViews.id, viewId), eq(videoViews.userId, userId)))
      .returning({ id: videoViews.id, duration: videoViews.durationSeconds });
    if (!view) throw notFound();
    await tx
      .update(exerciseHistory)
      .set({ durationSeconds: view.duration })
      .where(and(eq(exerciseHistory.videoViewsId, viewId), eq(exerciseHistory.userId, userId)));
    return { video_views_id: view.id, duration: view.duration };
  });
}

/** insert-exercise-history: a history item with no view to track. */
export async function insertHistory(deps: Deps, userId: number, exerciseId: number) {
  await assertExerciseExists(deps.db, exerciseId);
  const [row] = await deps.db
    .insert(exerciseHistory)
    .values({ userId, exerciseId, createdAt: deps.now() })
    .returning();
  return { exerciseHistoryID: row!.id, exercise_id: exerciseId, created_at: iso(row!.createdAt)! };
}
