import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  ZClearFavoritesResponse,
  ZFavoriteDetailResponse,
  ZFavoriteListResponse,
} from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { EXERCISE, UNKNOWN_ID, get, post, query, type Auth } from '../../sessions/test-helpers.ts';

const { app, db, clock } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());

const favourite = (auth: Auth, id: number, action = 1) =>
  post(app, `${apiPath(API.favoriteExercise, { id })}?action=${action}`, {}, auth);
const list = async (auth: Auth) =>
  ZFavoriteListResponse.parse((await get(app, API.favoriteExerciseList, auth)).json());
const detailUrl = (id: number | string) =>
  `${API.favoriteExerciseDetail}?${query({ exercise_id: id })}`;

describe('GET favorite-exercise', () => {
  it('lists the caller’s favourites newest first, or the empty-state message', async () => {
    const { auth } = await signIn();
    const other = await signIn();
    expect((await list(auth)).data).toMatchObject({
      favorite_exercise_list: [],
      data_found: 0,
      message: 'You have no favorites yet',
    });
    await favourite(auth, EXERCISE);
    clock.advance(1000);
    await favourite(auth, 1222);
    await favourite(other.auth, 3111);
    const { data } = await list(auth);
    expect(data.data_found).toBe(1);
    expect(data.favorite_exercise_list.map((f) => f.exercise_id)).toEqual([1222, EXERCISE]);
    expect(data.favorite_exercise_list[1]!.exercise).toEqual({
      title: expect.any(String),
      goal: 'Stress resilience',
    });
    // Single removal (issue 4's call) takes it off the list.
    await favourite(auth, 1222, 0);
    expect((await list(auth)).data.favorite_exercise_list.map((f) => f.exercise_id)).toEqual([
      EXERCISE,
    ]);
    expect(errorOf(await get(app, API.favoriteExerciseList)).status).toBe(401);
  });
});

describe('GET favorite-exercise-detail', () => {
  it('gives favorite_exercise_detail[0] with exercise and goal, and the feedback', async () => {
    const { auth } = await signIn();
    await favourite(auth, EXERCISE);
    let body = ZFavoriteDetailResponse.parse((await get(app, detailUrl(EXERCISE), auth)).json());
    expect(body.message).toBe('No feedback found');
    expect(body.data.feedback_message).toBe('No feedback found');
    const [detail] = body.data.favorite_exercise_detail;
    expect(detail).toMatchObject({
      exercise_id: EXERCISE,
      exercise: { exerciseID: EXERCISE, is_favorite: 1 },
      goal: { goal_description: expect.any(String), goal_video: null },
    });
    await post(app, API.addExerciseFeedback, { exercise_id: EXERCISE, description: 'Good' }, auth);
    body = ZFavoriteDetailResponse.parse((await get(app, detailUrl(EXERCISE), auth)).json());
    expect(body.data.feedback_data.map((f) => f.description)).toEqual(['Good']);
    expect(body.data.feedback_message).toBeNull();
  });

  it("is 404 for another user's favourite or a non-favourite, 400 for bad ids, 401 signed out", async () => {
    const owner = await signIn();
    const other = await signIn();
    await favourite(owner.auth, EXERCISE);
    expect(errorOf(await get(app, detailUrl(EXERCISE), other.auth))).toMatchObject({
      status: 404,
      type: 'NOT_FOUND',
    });
    expect(errorOf(await get(app, detailUrl(UNKNOWN_ID), owner.auth)).status).toBe(404);
    for (const bad of ['x', '0', '-1', '']) {
      expect(errorOf(await get(app, detailUrl(bad), owner.auth)).status).toBe(400);
    }
    expect(errorOf(await get(app, detailUrl(EXERCISE))).status).toBe(401);
  });
});

describe('POST exercise-favouriteshistory-clear', () => {
  it("removes all of the caller's favourites and nobody else's", async () => {
    const { auth } = await signIn();
    const other = await signIn();
    await favourite(auth, EXERCISE);
    await favourite(auth, 1222);
    await favourite(other.auth, EXERCISE);
    const body = ZClearFavoritesResponse.parse(
      (await post(app, API.favoritesClear, {}, auth)).json(),
    );
    expect(body).toMatchObject({ message: 'Favorites removed successfully', data: { deleted: 2 } });
    expect((await list(auth)).data.data_found).toBe(0);
    expect((await list(other.auth)).data.favorite_exercise_list).toHaveLength(1);
    expect(errorOf(await post(app, API.favoritesClear, {})).status).toBe(401);
  });
});
