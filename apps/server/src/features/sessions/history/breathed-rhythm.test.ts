import { describe, expect, it } from 'vitest';
import {
  API,
  ZExerciseHistoryDetailResponse,
  ZUpdateHistoryResponse,
  type TBreathedRhythm,
} from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { EXERCISE, get, post, query, type Auth } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());

const evening: TBreathedRhythm = {
  name: 'Evening ease',
  timing: { kind: 'pace', pace: 5.5, inhale_part: 4, exhale_part: 6, hold_in: 0, hold_out: 1 },
  ramp: { from_pace: 7, minutes: 3 },
};

async function play(auth: Auth, body: Record<string, unknown>) {
  const res = await post(app, API.updateHistory, { exercise_id: EXERCISE, ...body }, auth);
  expect(res.statusCode, res.body).toBe(200);
  return ZUpdateHistoryResponse.parse(res.json()).data.exerciseHistoryID;
}

async function detail(auth: Auth, id: number) {
  const res = await get(
    app,
    `${API.exerciseHistoryDetail}?${query({ exercisehistory_id: id })}`,
    auth,
  );
  return ZExerciseHistoryDetailResponse.parse(res.json()).data.exercise_history_detail;
}

describe('the rhythm a session was breathed in (issue 30)', () => {
  it('is kept with the play and shown in its history detail', async () => {
    const { auth } = await signIn();
    const id = await play(auth, { rhythm: evening });
    expect((await detail(auth, id)).rhythm).toEqual(evening);
  });

  it('is null when the play followed the exercise’s own pace', async () => {
    const { auth } = await signIn();
    expect((await detail(auth, await play(auth, {}))).rhythm).toBeNull();
  });

  it('refuses a rhythm outside its limits and records no play', async () => {
    const { auth } = await signIn();
    const res = await post(
      app,
      API.updateHistory,
      { exercise_id: EXERCISE, rhythm: { ...evening, ramp: { from_pace: 5, minutes: 3 } } },
      auth,
    );
    expect(errorOf(res)).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      fields: { 'rhythm.ramp.from_pace': 'rhythmRampSlower' },
    });
    const list = await get(app, API.exerciseHistory, auth);
    expect(
      (list.json() as { data: { exercise_history_list: unknown[] } }).data.exercise_history_list,
    ).toEqual([]);
  });

  it('goes out with the person’s own data', async () => {
    const { auth } = await signIn();
    await play(auth, { rhythm: evening });
    const res = await app.inject({ method: 'POST', url: API.userDetailsDownload, headers: auth });
    expect(res.statusCode).toBe(200);
    // The exercise_history section's rhythm cell holds it whole, as breathed.
    expect(res.body).toContain('Evening ease');
    expect(res.body).toContain('""from_pace"":7');
  });
});
