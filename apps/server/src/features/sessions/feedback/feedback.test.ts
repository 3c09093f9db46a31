import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  ZAddExerciseFeedbackResponse,
  ZExerciseDetailsResponse,
  ZExperienceFeedbackResponse,
} from '@resona/contract';
import { exerciseFeedback } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf, multipart } from '../../../test/http.ts';
import { EXERCISE, UNKNOWN_ID, get, post, startPlay, type Auth } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());
const OTHER_EXERCISE = 2211;

const rate = (auth: Auth | undefined, body: Record<string, unknown>) =>
  post(app, API.experienceFeedback, { rating: 4, exercise_id: EXERCISE, type: 1, ...body }, auth);
const write = (auth: Auth | undefined, body: Record<string, unknown>) =>
  post(
    app,
    API.addExerciseFeedback,
    { exercise_id: EXERCISE, description: 'Lovely', ...body },
    auth,
  );

describe('POST experience-feedback', () => {
  it('saves a before rating without a view, as multipart form data', async () => {
    const { auth } = await signIn();
    const form = await multipart({
      rating: '2',
      exercise_id: String(EXERCISE),
      type: '1',
      firebase_token: 'x',
    });
    const res = await app.inject({
      method: 'POST',
      url: API.experienceFeedback,
      ...form,
      headers: { ...form.headers, ...auth },
    });
    const body = ZExperienceFeedbackResponse.parse(res.json());
    expect(body.message).toBe('Thank you, your rating was saved');
    expect(body.data.experience).toMatchObject({
      exercise_id: EXERCISE,
      type: 1,
      rating: 2,
      feedback: null,
      experience_id: null,
    });
  });

  it('ties an after rating and its text to the caller’s view and history item', async () => {
    const { auth } = await signIn();
    const play = await startPlay(app, auth);
    const res = await rate(auth, {
      type: 2,
      rating: 5,
      feedback: '  Calmer now ',
      experience_id: play.video_views_id,
    });
    const { experience } = ZExperienceFeedbackResponse.parse(res.json()).data;
    expect(experience).toMatchObject({
      type: 2,
      rating: 5,
      feedback: 'Calmer now',
      experience_id: play.video_views_id,
    });
    const [row] = await db
      .select()
      .from(exerciseFeedback)
      .where(eq(exerciseFeedback.id, experience.experienceID));
    expect(row!.historyId).toBe(play.exerciseHistoryID);
  });

  it('refuses a bad rating, type or text (400) with the contract messages', async () => {
    const { auth } = await signIn();
    for (const rating of [0, 6, 2.5, 'good']) {
      expect(errorOf(await rate(auth, { rating }))).toMatchObject({
        status: 400,
        message: 'Please choose a rating from 1 to 5',
      });
    }
    expect(errorOf(await rate(auth, { type: 3 })).fields).toEqual({ type: 'fieldInvalid' });
    expect(errorOf(await rate(auth, { feedback: 'x'.repeat(2001) })).message).toBe(
      'Feedback must be at most 2000 characters',
    );
    expect(errorOf(await rate(auth, { exercise_id: undefined })).fields).toEqual({
      exercise_id: 'fieldRequired',
    });
  });

  it("answers 404 for another user's view, a view of another exercise or an unknown exercise; 401 signed out", async () => {
    const owner = await signIn();
    const other = await signIn();
    const play = await startPlay(app, owner.auth);
    expect(errorOf(await rate(other.auth, { experience_id: play.video_views_id })).type).toBe(
      'NOT_FOUND',
    );
    const elsewhere = await rate(owner.auth, {
      exercise_id: OTHER_EXERCISE,
      experience_id: play.video_views_id,
    });
    expect(errorOf(elsewhere).status).toBe(404);
    expect(errorOf(await rate(owner.auth, { exercise_id: UNKNOWN_ID })).status).toBe(404);
    expect(errorOf(await rate(undefined, {})).status).toBe(401);
  });
});

describe('POST exercise feedback and its deletion', () => {
  it('writes feedback, lists it in exercise-details for its author only, and deletes it', async () => {
    const { auth } = await signIn();
    const stranger = await signIn();
    const play = await startPlay(app, auth);
    const res = await write(auth, {
      description: ' Too fast for me ',
      exercise_history_id: play.exerciseHistoryID,
    });
    const body = ZAddExerciseFeedbackResponse.parse(res.json());
    expect(body.message).toBe('Thank you for your feedback');
    expect(body.data.feedback).toMatchObject({
      exercise_id: EXERCISE,
      description: 'Too fast for me',
    });
    await rate(auth, { feedback: 'a rating, not listed' });
    const details = async (a: Auth) =>
      ZExerciseDetailsResponse.parse(
        (await get(app, `${API.exerciseDetails}?exercise_id=${EXERCISE}`, a)).json(),
      ).data;
    expect((await details(auth)).feedback_data.map((f) => f.description)).toEqual([
      'Too fast for me',
    ]);
    expect((await details(stranger.auth)).feedback_data).toEqual([]);

    const id = body.data.feedback.exerciseFeedbackID;
    expect(
      errorOf(await post(app, API.deleteExerciseFeedback, { feedbackid: id }, stranger.auth)),
    ).toMatchObject({
      status: 404,
      type: 'NOT_FOUND',
    });
    const deleted = await post(app, API.deleteExerciseFeedback, { feedbackid: id }, auth);
    expect(deleted.json()).toMatchObject({
      message: 'Feedback deleted successfully',
      data: { feedbackid: id },
    });
    expect((await details(auth)).feedback_data).toEqual([]);
    expect(
      errorOf(await post(app, API.deleteExerciseFeedback, { feedbackid: id }, auth)).status,
    ).toBe(404);
  });

  it('refuses empty or long text and bad ids (400) with the contract messages', async () => {
    const { auth } = await signIn();
    expect(errorOf(await write(auth, { description: '   ' })).message).toBe(
      'Please write your feedback',
    );
    expect(errorOf(await write(auth, { description: undefined })).message).toBe(
      'Please write your feedback',
    );
    expect(errorOf(await write(auth, { description: 'y'.repeat(2001) })).message).toBe(
      'Feedback must be at most 2000 characters',
    );
    expect(errorOf(await post(app, API.deleteExerciseFeedback, {}, auth)).fields).toEqual({
      feedbackid: 'fieldRequired',
    });
    expect(
      errorOf(await post(app, API.deleteExerciseFeedback, { feedbackid: 'x' }, auth)).status,
    ).toBe(400);
  });

  it("answers 404 for another user's history item or an unknown exercise; 401 signed out", async () => {
    const owner = await signIn();
    const other = await signIn();
    const play = await startPlay(app, owner.auth);
    expect(
      errorOf(await write(other.auth, { exercise_history_id: play.exerciseHistoryID })).status,
    ).toBe(404);
    expect(errorOf(await write(owner.auth, { exercise_id: UNKNOWN_ID })).status).toBe(404);
    expect(errorOf(await write(undefined, {})).status).toBe(401);
    expect(errorOf(await post(app, API.deleteExerciseFeedback, { feedbackid: 1 })).status).toBe(
      401,
    );
  });
});

describe('GET exercise-details', () => {
  it('answers one exercise in the caller’s language; 400 bad id, 404 unknown, 401 signed out', async () => {
    const { auth } = await signIn();
    const res = await get(app, `${API.exerciseDetails}?exercise_id=${EXERCISE}`, {
      ...auth,
      'device-language': 'de',
    });
    expect(ZExerciseDetailsResponse.parse(res.json()).data.exercise).toMatchObject({
      exerciseID: EXERCISE,
      title: 'Calm reset at dawn · 5 min',
    });
    expect(errorOf(await get(app, API.exerciseDetails, auth)).fields).toEqual({
      exercise_id: 'fieldRequired',
    });
    expect(
      errorOf(await get(app, `${API.exerciseDetails}?exercise_id=${UNKNOWN_ID}`, auth)).status,
    ).toBe(404);
    expect(errorOf(await get(app, `${API.exerciseDetails}?exercise_id=${EXERCISE}`)).status).toBe(
      401,
    );
  });
});
