import { and, desc, eq } from 'drizzle-orm';
import type { LanguageCode } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { favoriteExercises as fav } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/app-error.ts';
import { iso } from '../../../core/present.ts';
import { loadExercise, loadSummaries, type Viewer, listOwnFeedback } from '../../sessions/index.ts';
import { afterKey, keyIso, keyText, toPage, type PageKey } from '../keyset.ts';

/**
 * Favourites newest first, paged by (created_at, exercise_id). A person has at most one
 * favourite per exercise, so the list is bounded by the catalogue; the key keeps pages stable
 * while favourites are added or removed between them.
 */
export async function listFavorites(
  db: Executor,
  userId: number,
  lang: LanguageCode,
  key: PageKey | null,
  limit: number,
) {
  const rows = await db
    .select({ exerciseId: fav.exerciseId, at: keyText(fav.createdAt) })
    .from(fav)
    .where(and(eq(fav.userId, userId), afterKey(fav.createdAt, fav.exerciseId, key)))
    .orderBy(desc(fav.createdAt), desc(fav.exerciseId))
    .limit(limit + 1);
  const { page, nextCursor } = toPage(rows, limit, (r) => ({ at: r.at, id: r.exerciseId }));
  const summaries = await loadSummaries(
    db,
    page.map((r) => r.exerciseId),
    lang,
  );
  const items = page.map((r) => ({
    exercise_id: r.exerciseId,
    created_at: keyIso(r.at),
    exercise: summaries.get(r.exerciseId)!,
  }));
  return { items, nextCursor };
}

/** One of the caller's favourites; an exercise that is not their favourite is 404. */
export async function findFavoriteDetail(deps: Deps, viewer: Viewer, exerciseId: number) {
  const [row] = await deps.db
    .select({ createdAt: fav.createdAt })
    .from(fav)
    .where(and(eq(fav.userId, viewer.userId), eq(fav.exerciseId, exerciseId)));
  if (!row) throw notFound();
  const exercise = await loadExercise(deps.db, viewer, exerciseId);
  if (!exercise) throw notFound();
  const feedback = await listOwnFeedback(deps, viewer.userId, exerciseId);
  const detail = {
    exercise_id: exerciseId,
    created_at: iso(row.createdAt)!,
    exercise,
    goal: { goal_description: exercise.goal_description, goal_video: exercise.goal_video },
  };
  return { detail, feedback };
}

/** Clear all favourites: one statement, so it is all or nothing. */
export async function clearFavorites(deps: Deps, userId: number) {
  const deleted = await deps.db
    .delete(fav)
    .where(eq(fav.userId, userId))
    .returning({ id: fav.exerciseId });
  return { deleted: deleted.length };
}
