import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, ZInsertExerciseHistoryResponse, ZUpdateVideoViewsResponse } from '@resona/contract';
import { exerciseHistory, users, videoViews } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf, multipart, urlencoded } from '../../../test/http.ts';
import { EXERCISE, UNKNOWN_ID, post, startPlay, type Auth } from '../test-helpers.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';

const { app, db, clock } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());

const report = (auth: Auth | undefined, video_views_id: number, duration: number | string) =>
  post(app, API.updateVideoViews, { video_views_id, duration }, auth);
const stored = async (viewId: number) => {
  const [view] = await db.select().from(videoViews).where(eq(videoViews.id, viewId));
  const [history] = await db
    .select()
    .from(exerciseHistory)
    .where(eq(exerciseHistory.videoViewsId, viewId));
  return { view: view!.durationSeconds, history: history!.durationSeconds };
};

describe('POST update-history', () => {
  it('creates the view and its history item when play starts', async () => {
    const { user, auth } = await signIn();
    const started = await startPlay(app, auth);
    expect(started.exercise_id).toBe(EXERCISE);
    const [row] = await db
      .select()
      .from(exerciseHistory)
      .where(eq(exerciseHistory.id, started.exerciseHistoryID));
    expect(row).toMatchObject({
      userId: user.id,
      exerciseId: EXERCISE,
      videoViewsId: started.video_views_id,
    });
  });

  it('refuses a missing id (400), an unknown exercise (404) and a signed-out caller (401)', async () => {
    const { auth } = await signIn();
    expect(errorOf(await post(app, API.updateHistory, {}, auth))).toMatchObject({
      status: 400,
      fields: { exercise_id: 'fieldRequired' },
    });
    expect(
      errorOf(await post(app, API.updateHistory, { exercise_id: UNKNOWN_ID }, auth)).status,
    ).toBe(404);
    expect(errorOf(await post(app, API.updateHistory, { exercise_id: EXERCISE })).status).toBe(401);
  });
});

describe('POST update-video-views', () => {
  it('records the duration, never lowering it, on the view and its history item', async () => {
    const { auth } = await signIn();
    const { video_views_id } = await startPlay(app, auth);
    for (const [sent, kept] of [
      [30, 30],
      [12, 30],
      [95.7, 95],
      [95, 95],
      ['120', 120],
    ] as const) {
      const res = await report(auth, video_views_id, sent);
      expect(ZUpdateVideoViewsResponse.parse(res.json()).data).toEqual({
        video_views_id,
        duration: kept,
      });
      expect(await stored(video_views_id)).toEqual({ view: kept, history: kept });
    }
  });

  it('takes the page-unload beacon: a text/plain JSON body with the token inside', async () => {
    const { auth, token } = await signIn();
    const { video_views_id } = await startPlay(app, auth);
    const res = await app.inject({
      method: 'POST',
      url: API.updateVideoViews,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ video_views_id, duration: 42, auth_token: token }),
    });
    expect(res.statusCode).toBe(200);
    expect(await stored(video_views_id)).toEqual({ view: 42, history: 42 });
    // sendBeacon with URLSearchParams or FormData sends these content types.
    const form = urlencoded({
      video_views_id: String(video_views_id),
      duration: '50',
      auth_token: token,
    });
    expect(
      (await app.inject({ method: 'POST', url: API.updateVideoViews, ...form })).statusCode,
    ).toBe(200);
    const parts = await multipart({
      video_views_id: String(video_views_id),
      duration: '61',
      auth_token: token,
    });
    expect(
      (await app.inject({ method: 'POST', url: API.updateVideoViews, ...parts })).statusCode,
    ).toBe(200);
    expect(await stored(video_views_id)).toEqual({ view: 61, history: 61 });
  });

  it('refuses an account whose address is not verified, by header or by beacon token', async () => {
    const { user, auth, token } = await signIn();
    const { video_views_id } = await startPlay(app, auth);
    // The address turns out unverified (as for a fresh sign-up): the rule of 'user' routes holds.
    // Told as every service that changes a user tells it (decision 064).
    await db.update(users).set({ isVerified: false }).where(eq(users.id, user.id));
    await sessionsChanged(app.deps, db, user.id);
    expect(errorOf(await report(auth, video_views_id, 30))).toMatchObject({
      status: 403,
      type: 'FORBIDDEN',
      message: 'Please verify your ID on your device',
    });
    const beacon = await app.inject({
      method: 'POST',
      url: API.updateVideoViews,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ video_views_id, duration: 30, auth_token: token }),
    });
    expect(errorOf(beacon)).toMatchObject({ status: 403, type: 'FORBIDDEN' });
    expect((await stored(video_views_id)).view).not.toBe(30);
  });

  it('refuses a beacon without a token (401), with a dead one (USER_NOT_FOUND), or garbled (400)', async () => {
    const { auth } = await signIn();
    const { video_views_id } = await startPlay(app, auth);
    const beacon = (payload: string, headers: Auth = {}) =>
      app.inject({
        method: 'POST',
        url: API.updateVideoViews,
        headers: { 'content-type': 'text/plain', ...headers },
        payload,
      });
    expect(errorOf(await beacon(JSON.stringify({ video_views_id, duration: 5 }))).status).toBe(401);
    const dead = await beacon(
      JSON.stringify({ video_views_id, duration: 5, auth_token: 'not-a-token' }),
    );
    expect(errorOf(dead)).toMatchObject({ status: 400, type: 'USER_NOT_FOUND' });
    const badHeader = await beacon(JSON.stringify({ video_views_id, duration: 5 }), {
      authorization: 'Bearer nope',
    });
    expect(errorOf(badHeader).type).toBe('USER_NOT_FOUND');
    expect(errorOf(await beacon('duration=5')).status).toBe(400);
    expect(await stored(video_views_id)).toEqual({ view: 0, history: 0 });
  });

  it('refuses bad durations (400)', async () => {
    const { auth } = await signIn();
    const { video_views_id } = await startPlay(app, auth);
    for (const duration of [-1, 'soon', 8 * 24 * 3600]) {
      expect(errorOf(await report(auth, video_views_id, duration))).toMatchObject({
        status: 400,
        fields: { duration: 'fieldInvalid' },
      });
    }
    expect(errorOf(await post(app, API.updateVideoViews, { duration: 3 }, auth)).fields).toEqual({
      video_views_id: 'fieldRequired',
    });
  });

  it("never touches another user's view (404), by header or by beacon token", async () => {
    const owner = await signIn();
    const other = await signIn();
    const { video_views_id } = await startPlay(app, owner.auth);
    expect(errorOf(await report(other.auth, video_views_id, 300))).toMatchObject({
      status: 404,
      type: 'NOT_FOUND',
    });
    const beacon = await post(app, API.updateVideoViews, {
      video_views_id,
      duration: 300,
      auth_token: other.token,
    });
    expect(errorOf(beacon).status).toBe(404);
    expect(errorOf(await report(owner.auth, UNKNOWN_ID, 3)).status).toBe(404);
    expect(await stored(video_views_id)).toEqual({ view: 0, history: 0 });
  });
});

describe('POST insert-exercise-history', () => {
  it('adds a history item without a view', async () => {
    const { user, auth } = await signIn();
    const res = await post(app, API.insertExerciseHistory, { exercise_id: EXERCISE }, auth);
    const body = ZInsertExerciseHistoryResponse.parse(res.json());
    expect(body.message).toBe('Session added to your history');
    const [row] = await db
      .select()
      .from(exerciseHistory)
      .where(eq(exerciseHistory.id, body.data.exerciseHistoryID));
    expect(row).toMatchObject({
      userId: user.id,
      exerciseId: EXERCISE,
      videoViewsId: null,
      durationSeconds: 0,
    });
  });

  it('refuses a bad id (400), an unknown exercise (404) and a signed-out caller (401)', async () => {
    const { auth } = await signIn();
    expect(
      errorOf(await post(app, API.insertExerciseHistory, { exercise_id: 'x' }, auth)).status,
    ).toBe(400);
    expect(
      errorOf(await post(app, API.insertExerciseHistory, { exercise_id: UNKNOWN_ID }, auth)).status,
    ).toBe(404);
    expect(
      errorOf(await post(app, API.insertExerciseHistory, { exercise_id: EXERCISE })).status,
    ).toBe(401);
  });
});
