import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, ZExerciseHistoryListResponse, ZFavoriteListResponse } from '@resona/contract';
import { exerciseHistory, favoriteExercises } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { errorOf } from '../../test/http.ts';
import { get, query, type Auth } from '../sessions/test-helpers.ts';
import { historyPageQuery } from './history/service.ts';
import { decodeCursor, encodeCursor } from './keyset.ts';
import { addHistory } from './test-helpers.ts';

const { app, db, clock } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());
/** Raw rows of db.execute; both drivers answer `{ rows }`, the shared type says unknown. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function historyPage(auth: Auth, cursor?: string, limit?: number | string) {
  const res = await get(app, `${API.exerciseHistory}?${query({ cursor, limit })}`, auth);
  expect(res.statusCode).toBe(200);
  return ZExerciseHistoryListResponse.parse(res.json()).data;
}

/** Every id, page by page, following next_cursor; `between` runs after each page. */
async function walk(auth: Auth, limit: number, between?: () => Promise<void>) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 100; n++) {
    const page = await historyPage(auth, cursor, limit);
    ids.push(...page.exercise_history_list.map((i) => i.exerciseHistoryID));
    await between?.();
    if (!page.next_cursor) return ids;
    cursor = page.next_cursor;
  }
  throw new Error('too many pages');
}

describe('history keyset pages', () => {
  it('walks every item once, newest first, including rows in the same instant', async () => {
    const { user, auth } = await signIn();
    const base = new Date('2025-03-01T12:00:00Z');
    const made: number[] = [];
    for (let n = 0; n < 23; n++) {
      // Groups of three share a created_at, so the id must break ties.
      made.push(
        (await addHistory(db, user.id, new Date(base.getTime() + Math.floor(n / 3) * 1000))).id,
      );
    }
    // Rows stamped by the database to the microsecond, which a JS Date cannot hold.
    await db.insert(exerciseHistory).values([
      { userId: user.id, exerciseId: 1121 },
      { userId: user.id, exerciseId: 1121 },
    ]);
    const all = await db.execute(sql`SELECT id FROM exercise_history WHERE user_id = ${user.id}
      ORDER BY created_at DESC, id DESC`);
    const expected = rowsOf<{ id: number }>(all).map((r) => Number(r.id));
    for (const limit of [1, 4, 5, 20, 100]) {
      expect(await walk(auth, limit)).toEqual(expected);
    }
    const first = await historyPage(auth);
    expect(first.exercise_history_list).toHaveLength(20);
    expect(first.next_cursor).not.toBeNull();
  });

  it('is stable while new sessions arrive between pages: no repeats, no gaps', async () => {
    const { user, auth } = await signIn();
    const base = new Date('2025-04-01T08:00:00Z');
    const before: number[] = [];
    for (let n = 0; n < 10; n++) {
      before.push((await addHistory(db, user.id, new Date(base.getTime() + n * 60_000))).id);
    }
    let added = 0;
    const seen = await walk(auth, 3, async () => {
      // A new play during browsing lands at the top, never inside pages still to come.
      await addHistory(db, user.id, new Date(base.getTime() + 3_600_000 + added++ * 1000));
    });
    expect(seen).toEqual([...before].reverse());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a bad cursor or limit (400) and pages favourites the same way', async () => {
    const { user, auth } = await signIn();
    for (const cursor of ['nope', encodeCursor({ at: 'yesterday', id: 1 }), 'W1siIiwxXV0']) {
      const res = await get(app, `${API.exerciseHistory}?${query({ cursor })}`, auth);
      expect(errorOf(res)).toMatchObject({ status: 400, fields: { cursor: 'fieldInvalid' } });
    }
    for (const limit of [0, 101, 'x', 2.5]) {
      const res = await get(app, `${API.exerciseHistory}?${query({ limit })}`, auth);
      expect(errorOf(res).status).toBe(400);
    }
    expect(decodeCursor(encodeCursor({ at: '2025-01-01T00:00:00.123456Z', id: 9 }))).toEqual({
      at: '2025-01-01T00:00:00.123456Z',
      id: 9,
    });
    const at = new Date('2025-05-01T00:00:00Z');
    await db.insert(favoriteExercises).values(
      [1111, 1112, 1113, 1121, 1122].map((exerciseId) => ({
        userId: user.id,
        exerciseId,
        createdAt: at,
      })),
    );
    const ids: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await get(
        app,
        `${API.favoriteExerciseList}?${query({ cursor, limit: 2 })}`,
        auth,
      );
      const data = ZFavoriteListResponse.parse(res.json()).data;
      ids.push(...data.favorite_exercise_list.map((f) => f.exercise_id));
      cursor = data.next_cursor ?? undefined;
    } while (cursor);
    expect(ids).toEqual([1122, 1121, 1113, 1112, 1111]);
  });
});

describe('the history page query plan', () => {
  it('is a range of the (user, created_at DESC, id DESC) index, with no sort', async () => {
    const { user } = await signIn();
    // Many users' rows, so the planner has a real choice to make.
    await db.execute(sql`
      INSERT INTO exercise_history (user_id, exercise_id, created_at)
      SELECT ${user.id}, 1121, timestamptz '2024-01-01' + g * interval '1 minute'
      FROM generate_series(1, 3000) g`);
    for (let n = 0; n < 5; n++) {
      const other = await signIn();
      await db.execute(sql`
        INSERT INTO exercise_history (user_id, exercise_id, created_at)
        SELECT ${other.user.id}, 1121, timestamptz '2024-01-01' + g * interval '1 minute'
        FROM generate_series(1, 2000) g`);
    }
    await db.execute(sql`ANALYZE exercise_history`);
    for (const key of [null, { at: '2024-01-02T00:00:00.000000Z', id: 500 }]) {
      const q = historyPageQuery(db, user.id, key, 20);
      const plan = await db.execute(sql`EXPLAIN ${q}`);
      const text = rowsOf<Record<string, string>>(plan)
        .map((r) => Object.values(r)[0])
        .join('\n');
      expect(text).toMatch(/Index (Only )?Scan using exercise_history_user_keyset_idx/);
      expect(text).not.toMatch(/Sort/);
      if (key) expect(text).toMatch(/Index Cond: .*ROW\(created_at, id\) < ROW/);
    }
  });
});
