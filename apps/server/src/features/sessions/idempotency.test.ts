import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { API, apiPath, ZLikeDislikeResponse, ZUpdateHistoryResponse } from '@resona/contract';
import { calls } from '@resona/contract/calls';
import { createTestApp } from '../../test/app.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { errorOf } from '../../test/http.ts';
import {
  exerciseFeedback,
  exerciseHistory,
  favoriteExercises,
  idempotentReplies,
  videoViews,
} from '../../db/schema/index.ts';
import { sweepIdempotentReplies } from '../../core/idempotency.ts';
import type { Executor } from '../../db/client.ts';
import { startView } from './history/service.ts';
import { EXERCISE, UNKNOWN_ID, post, type Auth } from './test-helpers.ts';

// Every write a session makes accepts an Idempotency-Key (decision 073).
const first = await createTestApp();
const { app, db, clock } = first;
// A second server on the same database, as behind a load balancer.
const { app: other } = await createTestApp({ sharedWith: first });
const signIn = () => buildSignedInUser(db, clock.now());
const withKey = (auth: Auth, key: string) => ({ ...auth, 'idempotency-key': key });

async function rows(table: typeof exerciseHistory | typeof videoViews, userId: number) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row!.n;
}

describe('Idempotency-Key on the session writes', () => {
  it('runs a write once: the repeat answers the stored reply and makes no second row', async () => {
    const { user, auth } = await signIn();
    const key = randomUUID();
    const once = await post(app, API.updateHistory, { exercise_id: EXERCISE }, withKey(auth, key));
    expect(once.statusCode).toBe(200);
    const again = await post(app, API.updateHistory, { exercise_id: EXERCISE }, withKey(auth, key));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(once.json());
    expect(ZUpdateHistoryResponse.parse(again.json()).data.exercise_id).toBe(EXERCISE);
    expect(await rows(exerciseHistory, user.id)).toBe(1);
    expect(await rows(videoViews, user.id)).toBe(1);
    // Without a key each request writes, as before.
    await post(app, API.updateHistory, { exercise_id: EXERCISE }, auth);
    expect(await rows(exerciseHistory, user.id)).toBe(2);
  });

  it('a history item removed offline and sent twice answers the first removal, not 404', async () => {
    const { user, auth } = await signIn();
    await post(app, API.updateHistory, { exercise_id: EXERCISE }, auth);
    const [row] = await db
      .select()
      .from(exerciseHistory)
      .where(eq(exerciseHistory.userId, user.id));
    const key = randomUUID();
    const once = await post(app, API.exerciseHistory, { id: row!.id }, withKey(auth, key));
    expect(once.statusCode).toBe(200);
    const again = await post(other, API.exerciseHistory, { id: row!.id }, withKey(auth, key));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(once.json());
    expect(await rows(exerciseHistory, user.id)).toBe(0);
    // A new request for the same item is a new removal: it is gone.
    const fresh = await post(app, API.exerciseHistory, { id: row!.id }, auth);
    expect(fresh.statusCode).toBe(404);
  });

  it('a replayed like does not toggle it back', async () => {
    const { auth } = await signIn();
    const key = randomUUID();
    const body = { exercise_id: EXERCISE, is_like: 1 };
    const once = await post(app, API.likeDislike, body, withKey(auth, key));
    const again = await post(app, API.likeDislike, body, withKey(auth, key));
    expect(ZLikeDislikeResponse.parse(once.json()).data.is_like).toBe(1);
    expect(ZLikeDislikeResponse.parse(again.json()).data.is_like).toBe(1);
    // The state on the server is still liked: a third, new press toggles from 1 to 0.
    const fresh = await post(app, API.likeDislike, body, withKey(auth, randomUUID()));
    expect(ZLikeDislikeResponse.parse(fresh.json()).data.is_like).toBe(0);
  });

  it('ratings, feedback, views, favourites and the default are each written once', async () => {
    const { user, auth } = await signIn();
    const twice = async (url: string, body: unknown) => {
      const key = randomUUID();
      const a = await post(app, url, body, withKey(auth, key));
      const b = await post(other, url, body, withKey(auth, key));
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(b.json()).toEqual(a.json());
      return a.json() as { data: Record<string, unknown> };
    };
    const started = await twice(API.updateHistory, { exercise_id: EXERCISE });
    const viewId = started.data.video_views_id as number;
    await twice(API.updateVideoViews, { video_views_id: viewId, duration: 42 });
    await twice(API.experienceFeedback, { exercise_id: EXERCISE, type: 1, rating: 2 });
    await twice(API.experienceFeedback, {
      exercise_id: EXERCISE,
      type: 2,
      rating: 4,
      feedback: 'Calmer',
    });
    await twice(API.addExerciseFeedback, { exercise_id: EXERCISE, description: 'Lovely' });
    await twice(`${apiPath(API.favoriteExercise, { id: EXERCISE })}?action=1`, {});
    // Both ratings and the written feedback, one row each.
    const feedback = await db
      .select()
      .from(exerciseFeedback)
      .where(eq(exerciseFeedback.userId, user.id));
    expect(feedback.map((f) => f.description).sort()).toEqual(['Calmer', 'Lovely', null]);
    const favourites = await db
      .select()
      .from(favoriteExercises)
      .where(eq(favoriteExercises.userId, user.id));
    expect(favourites).toHaveLength(1);
    const [view] = await db.select().from(videoViews).where(eq(videoViews.id, viewId));
    expect(view!.durationSeconds).toBe(42);
  });

  it('the same key with another request answers 422 and writes nothing', async () => {
    const { user, auth } = await signIn();
    const key = randomUUID();
    await post(app, API.updateHistory, { exercise_id: EXERCISE }, withKey(auth, key));
    const otherBody = await post(
      app,
      API.updateHistory,
      { exercise_id: EXERCISE + 1 },
      withKey(auth, key),
    );
    expect(errorOf(otherBody)).toMatchObject({
      status: 422,
      type: 'IDEMPOTENCY_KEY_REUSED',
      message: 'The same Idempotency-Key was already used for another request',
    });
    const otherCall = await post(
      app,
      API.likeDislike,
      { exercise_id: EXERCISE, is_like: 1 },
      { ...withKey(auth, key), 'device-language': 'de' },
    );
    expect(errorOf(otherCall).status).toBe(422);
    expect(errorOf(otherCall).message).toContain('Idempotency-Key');
    expect(await rows(exerciseHistory, user.id)).toBe(1);
  });

  it('concurrent requests with one key run the write once, on one server or two', async () => {
    const { user, auth } = await signIn();
    const key = randomUUID();
    const replies = await Promise.all(
      [app, other, app, other, app, other].map((server) =>
        post(server, API.updateHistory, { exercise_id: EXERCISE }, withKey(auth, key)),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(
      replies.map((r) => ZUpdateHistoryResponse.parse(r.json()).data.video_views_id),
    );
    expect(ids.size).toBe(1);
    expect(await rows(exerciseHistory, user.id)).toBe(1);
  });

  it('a failed write keeps no key, so its retry runs', async () => {
    const { user, auth } = await signIn();
    const key = randomUUID();
    const missing = await post(
      app,
      API.updateHistory,
      { exercise_id: UNKNOWN_ID },
      withKey(auth, key),
    );
    expect(errorOf(missing).status).toBe(404);
    const stored = await db
      .select()
      .from(idempotentReplies)
      .where(and(eq(idempotentReplies.userId, user.id), eq(idempotentReplies.key, key)));
    expect(stored).toHaveLength(0);
    const retried = await post(
      app,
      API.updateHistory,
      { exercise_id: EXERCISE },
      withKey(auth, key),
    );
    expect(retried.statusCode).toBe(200);
  });

  it('another user with the same key gets a write of their own', async () => {
    const a = await signIn();
    const b = await signIn();
    const key = randomUUID();
    const ra = await post(app, API.updateHistory, { exercise_id: EXERCISE }, withKey(a.auth, key));
    const rb = await post(app, API.updateHistory, { exercise_id: EXERCISE }, withKey(b.auth, key));
    const viewOf = (r: typeof ra) => ZUpdateHistoryResponse.parse(r.json()).data.video_views_id;
    expect(viewOf(rb)).not.toBe(viewOf(ra));
    expect(await rows(exerciseHistory, a.user.id)).toBe(1);
    expect(await rows(exerciseHistory, b.user.id)).toBe(1);
  });

  it('signed out answers 401 with or without a key', async () => {
    const headers = { 'idempotency-key': randomUUID() };
    const history = await post(app, API.updateHistory, { exercise_id: EXERCISE }, headers);
    expect(errorOf(history).status).toBe(401);
    const views = await post(
      app,
      API.updateVideoViews,
      { video_views_id: 1, duration: 3 },
      headers,
    );
    expect(errorOf(views).status).toBe(401);
  });

  it('a key that is not a UUID is a validation error', async () => {
    const { auth } = await signIn();
    const res = await post(app, API.updateHistory, { exercise_id: EXERCISE }, withKey(auth, 'x1'));
    expect(errorOf(res)).toMatchObject({ status: 400, type: 'VALIDATION_ERROR' });
  });

  it('hands the write its transaction; a background task started in it runs outside, after it', async () => {
    const { user } = await signIn();
    const key = randomUUID();
    const request = {
      headers: { 'idempotency-key': key },
      user,
      params: {},
      query: {},
      body: { exercise_id: EXERCISE },
    } as unknown as FastifyRequest;
    /** The transaction a statement runs in, when it has written anything. */
    const xid = async (executor: Executor) => {
      const result = await executor.execute(
        sql`SELECT pg_current_xact_id_if_assigned()::text AS xid`,
      );
      return (result as unknown as { rows: { xid: string | null }[] }).rows[0]!.xid;
    };
    let writing: string | null = null;
    let background: Promise<string | null> | undefined;
    await app.runIdempotent(request, calls.updateHistory, async (tx) => {
      await startView(app.deps, tx, user.id, EXERCISE);
      writing = await xid(tx);
      // As a service would start one: through deps, never through the write's handle.
      background = xid(app.deps.db);
      app.deps.background.run('a task started in the write', background);
      return { done: true };
    });
    expect(writing).not.toBeNull();
    // Not inside the write's transaction (which had written, so it had an id): in none.
    expect(await background!).toBeNull();
    expect(await rows(exerciseHistory, user.id)).toBe(1);
    const stored = await db
      .select()
      .from(idempotentReplies)
      .where(and(eq(idempotentReplies.userId, user.id), eq(idempotentReplies.key, key)));
    expect(stored.map((r) => r.reply)).toEqual([{ done: true }]);
  });

  it('keys are forgotten after 30 days', async () => {
    const { user, auth } = await signIn();
    const key = randomUUID();
    await post(app, API.updateHistory, { exercise_id: EXERCISE }, withKey(auth, key));
    const mine = eq(idempotentReplies.userId, user.id);
    await sweepIdempotentReplies(db, new Date(clock.now().getTime() + 29 * 86_400_000));
    expect(await db.select().from(idempotentReplies).where(mine)).toHaveLength(1);
    await sweepIdempotentReplies(db, new Date(clock.now().getTime() + 31 * 86_400_000));
    expect(await db.select().from(idempotentReplies).where(mine)).toHaveLength(0);
  });
});
