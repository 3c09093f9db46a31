import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  nextLikeState,
  ZExerciseDetailsResponse,
  ZFavoriteExerciseResponse,
  ZLikeDislikeResponse,
  type TLikeAction,
  type TLikeState,
} from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { EXERCISE, UNKNOWN_ID, get, post, type Auth } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());

async function press(auth: Auth, is_like: TLikeAction | string, exercise_id = EXERCISE) {
  const res = await post(app, API.likeDislike, { exercise_id, is_like }, auth);
  expect(res.statusCode).toBe(200);
  return ZLikeDislikeResponse.parse(res.json());
}
async function details(auth: Auth) {
  const res = await get(app, `${API.exerciseDetails}?exercise_id=${EXERCISE}`, auth);
  return ZExerciseDetailsResponse.parse(res.json()).data.exercise;
}
/** Brings a fresh user's like state to `state` through the API. */
async function reach(auth: Auth, state: TLikeState) {
  if (state !== 0) await press(auth, state);
}

const LIKE = 1;
const DISLIKE = 2;
// Spec §4, written out: like 0|2 → 1, 1 → 0; dislike 0|1 → 2, 2 → 0.
const TABLE: [TLikeState, TLikeAction, TLikeState][] = [
  [0, LIKE, 1],
  [1, LIKE, 0],
  [2, LIKE, 1],
  [0, DISLIKE, 2],
  [1, DISLIKE, 2],
  [2, DISLIKE, 0],
];

describe('POST like-dislike: the state rules of spec §4', () => {
  it.each(TABLE)('from %i, pressing %i gives %i', async (from, pressed, to) => {
    expect(nextLikeState(from, pressed)).toBe(to);
    const { auth } = await signIn();
    await reach(auth, from);
    expect((await details(auth)).is_like).toBe(from);
    const body = await press(auth, String(pressed));
    expect(body.data).toEqual({ exercise_id: EXERCISE, is_like: to });
    expect((await details(auth)).is_like).toBe(to);
  });

  it('like → dislike → like, with a message for each state', async () => {
    const { auth } = await signIn();
    expect((await press(auth, LIKE)).message).toBe('You liked this exercise');
    expect((await press(auth, DISLIKE)).message).toBe('You disliked this exercise');
    expect((await press(auth, LIKE)).data.is_like).toBe(1);
    expect((await press(auth, LIKE)).message).toBe('Your like or dislike was removed');
  });

  it('keeps each user’s state apart', async () => {
    const a = await signIn();
    const b = await signIn();
    await press(a.auth, LIKE);
    expect((await details(b.auth)).is_like).toBe(0);
    expect((await press(b.auth, DISLIKE)).data.is_like).toBe(2);
    expect((await details(a.auth)).is_like).toBe(1);
  });

  it('refuses a bad press or id (400), an unknown exercise (404) and a signed-out caller (401)', async () => {
    const { auth } = await signIn();
    for (const is_like of [0, 3, 'like']) {
      const res = await post(app, API.likeDislike, { exercise_id: EXERCISE, is_like }, auth);
      expect(errorOf(res)).toMatchObject({ status: 400, fields: { is_like: 'fieldInvalid' } });
    }
    const missing = await post(app, API.likeDislike, { is_like: 1 }, auth);
    expect(errorOf(missing)).toMatchObject({ status: 400, message: 'This field is required' });
    const unknown = await post(app, API.likeDislike, { exercise_id: UNKNOWN_ID, is_like: 1 }, auth);
    expect(errorOf(unknown)).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    expect(
      errorOf(await post(app, API.likeDislike, { exercise_id: EXERCISE, is_like: 1 })).status,
    ).toBe(401);
  });
});

describe('POST favorite-exercise/{id}?action', () => {
  const favourite = (
    auth: Auth | undefined,
    action: string | number,
    id: number | string = EXERCISE,
  ) => post(app, `${apiPath(API.favoriteExercise, { id })}?action=${action}`, undefined, auth);

  it.each([
    [0, 1, 1, 'Added to favorites'],
    [1, 1, 1, 'Added to favorites'],
    [1, 0, 0, 'Removed from favorites'],
    [0, 0, 0, 'Removed from favorites'],
  ] as const)('from %i, action %i gives %i', async (from, action, to, message) => {
    const { auth } = await signIn();
    if (from === 1) await favourite(auth, 1);
    const res = await favourite(auth, action);
    expect(res.statusCode).toBe(200);
    const body = ZFavoriteExerciseResponse.parse(res.json());
    expect(body.data).toEqual({ exercise_id: EXERCISE, is_favorite: to, message });
    expect(body.message).toBe(message);
    expect((await details(auth)).is_favorite).toBe(to);
  });

  it('keeps each user’s favourites apart', async () => {
    const a = await signIn();
    const b = await signIn();
    await favourite(a.auth, 1);
    expect((await details(b.auth)).is_favorite).toBe(0);
  });

  it('refuses a bad action or id (400), an unknown exercise (404) and a signed-out caller (401)', async () => {
    const { auth } = await signIn();
    for (const action of ['', '2', 'yes']) {
      expect(errorOf(await favourite(auth, action)).fields).toMatchObject({
        action: expect.any(String),
      });
    }
    expect(errorOf(await favourite(auth, 1, 'abc')).status).toBe(400);
    expect(errorOf(await favourite(auth, 1, UNKNOWN_ID)).status).toBe(404);
    expect(errorOf(await favourite(undefined, 1)).status).toBe(401);
  });
});
