import { and, desc, eq, sql } from 'drizzle-orm';
import type { LanguageCode } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { prepared } from '../../../db/prepared.ts';
import { exerciseHistory as h, videoViews } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/app-error.ts';
import { iso } from '../../../core/present.ts';
import { listOwnFeedback, loadExercise, loadSummaries, type Viewer } from '../../sessions/index.ts';
import { findSessionHeart } from '../../resonance/index.ts';
import { afterKey, keyIso, keyText, toPage, type PageKey } from '../keyset.ts';
import { afterNoteColumn, ratingColumns } from '../ratings.ts';

/**
 * One page of a user's history, newest first: an index range scan of
 * exercise_history_user_keyset_idx that stops after limit + 1 rows, whatever the history's size.
 */
export function historyPageQuery(db: Executor, userId: number, key: PageKey | null, limit: number) {
  return db
    .select({
      id: h.id,
      at: keyText(h.createdAt),
      createdAt: h.createdAt,
      exerciseId: h.exerciseId,
    })
    .from(h)
    .where(and(eq(h.userId, userId), afterKey(h.createdAt, h.id, key)))
    .orderBy(desc(h.createdAt), desc(h.id))
    .limit(limit + 1);
}

/**
 * The list's hot path as a prepared statement (db/prepared.ts), planned once per connection:
 * the same index range as historyPageQuery, from one table. The titles and goals come from the
 * content catalogue in memory, and the time from the key's text, so the database joins nothing
 * and the rows carry three plain columns (decision 076).
 */
function preparedHistoryPage(db: Executor, after: boolean) {
  const name = after ? 'history_page_after' : 'history_page_first';
  return prepared(db, name, (x) => {
    const key = after
      ? {
          at: sql.placeholder('at') as unknown as string,
          id: sql.placeholder('id') as unknown as number,
        }
      : null;
    return x
      .select({ id: h.id, at: keyText(h.createdAt), exerciseId: h.exerciseId })
      .from(h)
      .where(and(eq(h.userId, sql.placeholder('userId')), afterKey(h.createdAt, h.id, key)))
      .orderBy(desc(h.createdAt), desc(h.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });
}

export async function listHistory(
  db: Executor,
  userId: number,
  lang: LanguageCode,
  key: PageKey | null,
  limit: number,
) {
  const rows = await preparedHistoryPage(db, key !== null).execute({
    userId,
    limit: limit + 1,
    ...(key ? { at: key.at, id: key.id } : {}),
  });
  const { page, nextCursor } = toPage(rows, limit, (r) => ({ at: r.at, id: r.id }));
  const summaries = await loadSummaries(
    db,
    page.map((r) => r.exerciseId),
    lang,
  );
  const items = page.map((r) => ({
    exerciseHistoryID: r.id,
    created_at: keyIso(r.at),
    exercise_id: r.exerciseId,
    exercise: summaries.get(r.exerciseId)!,
  }));
  return { items, nextCursor };
}

/** A history item of the caller with its exercise, ratings and feedback; anything else is 404. */
export async function findHistoryDetail(deps: Deps, viewer: Viewer, historyId: number) {
  const [row] = await deps.db
    .select({
      id: h.id,
      createdAt: h.createdAt,
      exerciseId: h.exerciseId,
      durationSeconds: h.durationSeconds,
      rhythm: h.rhythm,
      ...ratingColumns,
      afterNote: afterNoteColumn,
    })
    .from(h)
    .where(and(eq(h.id, historyId), eq(h.userId, viewer.userId)));
  if (!row) throw notFound();
  const exercise = await loadExercise(deps.db, viewer, row.exerciseId);
  if (!exercise) throw notFound();
  const feedback = await listOwnFeedback(deps, viewer.userId, row.exerciseId);
  const heart = await findSessionHeart(deps.db, viewer.userId, row.id);
  const detail = {
    exerciseHistoryID: row.id,
    created_at: iso(row.createdAt)!,
    is_favorite: exercise.is_favorite,
    exercise_id: row.exerciseId,
    exercise,
    goal: { goal_description: exercise.goal_description, goal_video: exercise.goal_video },
    experience_meta_id: exercise.experience_meta_id,
    language_id: exercise.language_id,
    duration_seconds: row.durationSeconds,
    before_rating: row.beforeRating,
    after_rating: row.afterRating,
    after_note: row.afterNote,
    rhythm: row.rhythm ?? null,
    heart,
  };
  return { detail, feedback };
}

/**
 * Removes one of the caller's history items and its play; another user's id is 404 like an
 * unknown one, and nothing is deleted.
 */
export async function deleteHistoryItem(db: Executor, userId: number, historyId: number) {
  // Inside an idempotent write's transaction this is a savepoint (decision 081).
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(h)
      .where(and(eq(h.id, historyId), eq(h.userId, userId)))
      .returning({ viewId: h.videoViewsId });
    if (!deleted) throw notFound();
    if (deleted.viewId !== null) {
      await tx
        .delete(videoViews)
        .where(and(eq(videoViews.id, deleted.viewId), eq(videoViews.userId, userId)));
    }
  });
  return { exerciseHistoryID: historyId };
}

/**
 * Clear all: the history items and the plays behind them go together, so nothing of the
 * cleared sessions is left to reappear; ratings keep their text but lose the link (FKs).
 */
export async function clearHistory(deps: Deps, userId: number) {
  return deps.db.transaction(async (tx) => {
    const deleted = await tx.delete(h).where(eq(h.userId, userId)).returning({ id: h.id });
    await tx.delete(videoViews).where(eq(videoViews.userId, userId));
    return { deleted: deleted.length };
  });
}
