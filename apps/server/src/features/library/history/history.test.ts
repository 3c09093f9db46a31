import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  ZClearExerciseHistoryResponse,
  ZDeleteExerciseHistoryResponse,
  ZExerciseHistoryDetailResponse,
  ZExerciseHistoryListResponse,
} from '@resona/contract';
import { exerciseFeedback, exerciseHistory, videoViews } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import {
  EXERCISE,
  UNKNOWN_ID,
  get,
  post,
  query,
  startPlay,
  type Auth,
} from '../../sessions/test-helpers.ts';

const { app, db, clock } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());

const list = async (auth: Auth) =>
  ZExerciseHistoryListResponse.parse((await get(app, API.exerciseHistory, auth)).json());
const detailUrl = (id: number | string) =>
  `${API.exerciseHistoryDetail}?${query({ exercisehistory_id: id })}`;
const rate = (auth: Auth, type: 1 | 2, rating: number, experience_id?: number) =>
  post(app, API.experienceFeedback, { exercise_id: EXERCISE, type, rating, experience_id }, auth);

describe('GET exercise-history', () => {
  it("answers the server's empty-state message when there is no history", async () => {
    const { auth } = await signIn();
    const body = await list(auth);
    expect(body.data).toEqual({
      exercise_history_list: [],
      data_found: 0,
      message: 'You have no sessions in your history yet',
      next_cursor: null,
    });
  });

  it('lists the caller’s sessions newest first with the exercise title and goal', async () => {
    const { auth } = await signIn();
    const other = await signIn();
    const first = await startPlay(app, auth);
    clock.advance(1000);
    const second = await startPlay(app, auth);
    await startPlay(app, other.auth);
    const body = await list(auth);
    expect(body.data.data_found).toBe(1);
    expect(body.data.message).toBe('');
    expect(body.data.exercise_history_list.map((i) => i.exerciseHistoryID)).toEqual([
      second.exerciseHistoryID,
      first.exerciseHistoryID,
    ]);
    const [item] = body.data.exercise_history_list;
    expect(item!.exercise).toEqual({ title: expect.any(String), goal: 'Stress resilience' });
    expect(new Date(item!.created_at).toISOString()).toBe(item!.created_at);
  });

  it('speaks the user’s language and refuses a signed-out caller (401)', async () => {
    const { auth } = await buildSignedInUser(db, clock.now(), { defaultLanguage: 2 });
    expect((await list(auth)).data.message).toBe(
      'Votre historique ne contient encore aucune séance',
    );
    expect(errorOf(await get(app, API.exerciseHistory)).status).toBe(401);
  });
});

describe('GET exercise-history-detail', () => {
  it('gives the exercise, goal, ratings and feedback of one of the caller’s sessions', async () => {
    const { auth } = await signIn();
    expect((await rate(auth, 1, 2)).statusCode).toBe(200);
    const play = await startPlay(app, auth);
    const after = await post(
      app,
      API.experienceFeedback,
      {
        exercise_id: EXERCISE,
        type: 2,
        rating: 4,
        experience_id: play.video_views_id,
        feedback: 'Lighter than before',
      },
      auth,
    );
    expect(after.statusCode).toBe(200);
    await post(app, API.addExerciseFeedback, { exercise_id: EXERCISE, description: 'Calm' }, auth);
    const res = await get(app, detailUrl(play.exerciseHistoryID), auth);
    const { data } = ZExerciseHistoryDetailResponse.parse(res.json());
    expect(data.exercise_history_detail).toMatchObject({
      exerciseHistoryID: play.exerciseHistoryID,
      exercise_id: EXERCISE,
      is_favorite: 0,
      experience_meta_id: EXERCISE,
      language_id: 1,
      before_rating: 2,
      after_rating: 4,
      after_note: 'Lighter than before',
      // No heart-rate source during this session: no beats (session-beats.test.ts).
      heart: null,
      goal: { goal_description: expect.any(String), goal_video: null },
    });
    expect(data.exercise_history_detail.exercise.exerciseID).toBe(EXERCISE);
    expect(data.feedback_data.map((f) => f.description)).toEqual(['Calm']);
    expect(data.feedback_message).toBeNull();
  });

  it("says 'No feedback found' and gives null ratings when there are none", async () => {
    const { auth } = await signIn();
    const play = await startPlay(app, auth);
    const res = await get(app, detailUrl(play.exerciseHistoryID), auth);
    const body = ZExerciseHistoryDetailResponse.parse(res.json());
    expect(body.message).toBe('No feedback found');
    expect(body.data.feedback_message).toBe('No feedback found');
    expect(body.data.feedback_data).toEqual([]);
    expect(body.data.exercise_history_detail).toMatchObject({
      before_rating: null,
      after_rating: null,
      after_note: null,
    });
  });

  it("never shows another user's session (404), and refuses bad ids (400) and no sign-in (401)", async () => {
    const owner = await signIn();
    const other = await signIn();
    const play = await startPlay(app, owner.auth);
    const stolen = errorOf(await get(app, detailUrl(play.exerciseHistoryID), other.auth));
    expect(stolen).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    expect(errorOf(await get(app, detailUrl(UNKNOWN_ID), owner.auth)).status).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5', '']) {
      expect(errorOf(await get(app, detailUrl(bad), owner.auth)).status).toBe(400);
    }
    expect(errorOf(await get(app, API.exerciseHistoryDetail, owner.auth)).status).toBe(400);
    expect(errorOf(await get(app, detailUrl(play.exerciseHistoryID))).status).toBe(401);
  });
});

describe('POST exercise-history (delete one)', () => {
  it('removes one of the caller’s items and its play, keeping the rating text', async () => {
    const { auth } = await signIn();
    const play = await startPlay(app, auth);
    const kept = await startPlay(app, auth);
    await rate(auth, 2, 5, play.video_views_id);
    const res = await post(app, API.exerciseHistory, { id: play.exerciseHistoryID }, auth);
    const body = ZDeleteExerciseHistoryResponse.parse(res.json());
    expect(body.message).toBe('Session removed from your history');
    expect((await list(auth)).data.exercise_history_list.map((i) => i.exerciseHistoryID)).toEqual([
      kept.exerciseHistoryID,
    ]);
    expect(
      await db.select().from(videoViews).where(eq(videoViews.id, play.video_views_id)),
    ).toEqual([]);
    const [rating] = await db.select().from(exerciseFeedback).where(eq(exerciseFeedback.rating, 5));
    expect(rating).toMatchObject({ historyId: null, videoViewsId: null });
    expect(
      errorOf(await post(app, API.exerciseHistory, { id: play.exerciseHistoryID }, auth)).status,
    ).toBe(404);
  });

  it("cannot delete another user's item (404, row kept), a bad id (400), or signed out (401)", async () => {
    const owner = await signIn();
    const other = await signIn();
    const play = await startPlay(app, owner.auth);
    const res = await post(app, API.exerciseHistory, { id: play.exerciseHistoryID }, other.auth);
    expect(errorOf(res)).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    const rows = await db
      .select()
      .from(exerciseHistory)
      .where(eq(exerciseHistory.id, play.exerciseHistoryID));
    expect(rows).toHaveLength(1);
    expect(errorOf(await post(app, API.exerciseHistory, { id: 'x' }, owner.auth))).toMatchObject({
      status: 400,
      fields: { id: 'fieldInvalid' },
    });
    expect(errorOf(await post(app, API.exerciseHistory, {}, owner.auth)).fields).toEqual({
      id: 'fieldRequired',
    });
    expect(
      errorOf(await post(app, API.exerciseHistory, { id: play.exerciseHistoryID })).status,
    ).toBe(401);
  });
});

describe('POST exercise-history-clear', () => {
  it("clears all of the caller's history and plays, and nobody else's", async () => {
    const { user, auth } = await signIn();
    const other = await signIn();
    await startPlay(app, auth);
    await startPlay(app, auth);
    const theirs = await startPlay(app, other.auth);
    const res = await post(app, API.exerciseHistoryClear, {}, auth);
    const body = ZClearExerciseHistoryResponse.parse(res.json());
    expect(body).toMatchObject({
      message: 'Exercise history cleared successfully',
      data: { deleted: 2 },
    });
    expect((await list(auth)).data.data_found).toBe(0);
    expect(await db.select().from(videoViews).where(eq(videoViews.userId, user.id))).toEqual([]);
    expect(
      (await list(other.auth)).data.exercise_history_list.map((i) => i.exerciseHistoryID),
    ).toEqual([theirs.exerciseHistoryID]);
    // Clearing an empty history is not an error.
    expect((await post(app, API.exerciseHistoryClear, {}, auth)).statusCode).toBe(200);
    expect(errorOf(await post(app, API.exerciseHistoryClear, {})).status).toBe(401);
  });
});
