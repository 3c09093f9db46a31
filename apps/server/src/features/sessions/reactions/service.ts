import { and, eq, sql } from 'drizzle-orm';
import type { TLikeAction, TLikeState } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { exerciseLikes, favoriteExercises } from '../../../db/schema/index.ts';
import { assertExerciseExists } from '../content/exists.ts';

/**
 * Applies spec §4's like/dislike rule (contract `nextLikeState`) in one statement: pressing the
 * button of the current state clears it, otherwise the state becomes the button's. Done in SQL
 * rather than read-then-write so two quick presses cannot both read the same old state. `db` is
 * the idempotent write's transaction (decision 073), as for setFavorite.
 */
export async function pressLike(
  deps: Pick<Deps, 'now'>,
  db: Executor,
  userId: number,
  exerciseId: number,
  pressed: TLikeAction,
) {
  await assertExerciseExists(db, exerciseId);
  const now = deps.now();
  const [row] = await db
    .insert(exerciseLikes)
    .values({ userId, exerciseId, isLike: pressed, updatedAt: now })
    .onConflictDoUpdate({
      target: [exerciseLikes.userId, exerciseLikes.exerciseId],
      set: {
        isLike: sql`CASE WHEN ${exerciseLikes.isLike} = ${pressed}::smallint THEN 0 ELSE ${pressed}::smallint END`,
        updatedAt: now,
      },
    })
    .returning({ isLike: exerciseLikes.isLike });
  return row!.isLike as TLikeState;
}

/** action 1 adds, 0 removes; both idempotent, so a repeated request changes nothing. */
export async function setFavorite(
  deps: Pick<Deps, 'now'>,
  db: Executor,
  userId: number,
  exerciseId: number,
  action: 0 | 1,
) {
  await assertExerciseExists(db, exerciseId);
  if (action === 1) {
    await db
      .insert(favoriteExercises)
      .values({ userId, exerciseId, createdAt: deps.now() })
      .onConflictDoNothing();
  } else {
    await db
      .delete(favoriteExercises)
      .where(
        and(eq(favoriteExercises.userId, userId), eq(favoriteExercises.exerciseId, exerciseId)),
      );
  }
  return action;
}
