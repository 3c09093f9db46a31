import { describe, expect, it } from 'vitest';
import { API, ZSearchResponse, type TSearchResult } from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { DURATION, GOAL, NARRATION, THEME, UNKNOWN_ID, get, query } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const signIn = (o = {}) => buildSignedInUser(db, clock.now(), o);

async function search(
  auth: Record<string, string>,
  params: Record<string, string | number | undefined>,
) {
  const res = await get(app, `${API.exerciseSearch}?${query(params)}`, auth);
  expect(res.statusCode).toBe(200);
  return ZSearchResponse.parse(res.json());
}
function data<K extends TSearchResult['output']>(result: TSearchResult, output: K) {
  expect(result.output).toBe(output);
  return result as Extract<TSearchResult, { output: K }>;
}

describe('GET search: the design cascade', () => {
  it('lists the three goals with rating labels when no output is given', async () => {
    const { auth } = await signIn();
    const body = await search(auth, {});
    const goals = data(body.data, 'GOAL').goal_list;
    expect(goals.map((g) => g.title)).toEqual(['Stress resilience', 'Focus', 'Sleep']);
    expect(goals[0]!.goal_rating).toEqual({
      goaltitle: 'How do you feel?',
      goal_description: 'Rate how stressed or calm you feel.',
      low_rating: 'Very stressed',
      high_rating: 'Very calm',
    });
  });

  it('goal → durations 5, 10, 15, 20 and unlimited', async () => {
    const { auth } = await signIn();
    for (const goal_id of Object.values(GOAL)) {
      const body = await search(auth, { output: 'TIME', goal_id });
      expect(data(body.data, 'TIME').duration_list.map((d) => d.minute)).toEqual([
        5, 10, 15, 20, -1,
      ]);
    }
  });

  it('goal + duration → narrations; unlimited offers No narration and the voice', async () => {
    const { auth } = await signIn();
    const five = await search(auth, {
      output: 'NARRATION',
      goal_id: GOAL.focus,
      duration_minute_id: DURATION.m5,
    });
    expect(
      data(five.data, 'NARRATION').narration_list.map((n) => [n.title, n.narration_style]),
    ).toEqual([
      ['No narration', 'none'],
      ['Guided voice', 'voice'],
      ['Gentle counting', 'counting'],
    ]);
    const endless = await search(auth, {
      output: 'narration',
      goal_id: GOAL.sleep,
      duration_minute_id: DURATION.unlimited,
    });
    expect(data(endless.data, 'NARRATION').narration_list.map((n) => n.narrationID)).toEqual([
      NARRATION.none,
      NARRATION.voice,
    ]);
  });

  it('lists the three themes with their pacer presets', async () => {
    const { auth } = await signIn();
    const body = await search(auth, { output: 'THEME', goal_id: GOAL.stress });
    expect(data(body.data, 'THEME').theme_list).toEqual([
      { theme_id: THEME.dawn, title: 'Dawn', pacer_theme: 'dawn' },
      { theme_id: THEME.ocean, title: 'Ocean', pacer_theme: 'ocean' },
      { theme_id: THEME.night, title: 'Night', pacer_theme: 'night' },
    ]);
  });

  it('full design → exercises with every field, for the caller', async () => {
    const { auth } = await signIn({ averageSpeed: 5.5, isCalibrated: true });
    const body = await search(auth, {
      output: 'EXERCISE',
      goal_id: GOAL.sleep,
      duration_minute_id: DURATION.unlimited,
      narration_id: NARRATION.none,
    });
    const result = data(body.data, 'EXERCISE');
    expect(result.data_found).toBe(1);
    expect(result.exercise_list.map((e) => e.theme_id)).toEqual([1, 2, 3]);
    expect(result.exercise_list[2]).toMatchObject({
      title: 'Drift to sleep at night · ∞',
      goal: 'Sleep',
      goal_id: GOAL.sleep,
      duration_minutes: -1,
      narration: 'No narration',
      narration_style: 'none',
      pacer_theme: 'night',
      average_speed: 5.5,
      breathing_pace: null,
      effective_pace: 5.5,
      inhale_ratio: 4,
      exhale_ratio: 7,
      intro_duration: '00:00:10',
      exercise_duration: '00:05:00',
      is_favorite: 0,
      is_like: 0,
      language_id: 1,
      experience_meta_id: 3513,
      trailer_video: null,
      exercise_video: null,
    });
    const oneTheme = await search(auth, {
      output: 'EXERCISE',
      goal_id: GOAL.stress,
      duration_minute_id: DURATION.m10,
      narration_id: NARRATION.voice,
      theme_id: THEME.ocean,
    });
    const [only] = data(oneTheme.data, 'EXERCISE').exercise_list;
    expect(only).toMatchObject({
      exercise_duration: '00:10:00',
      intro_duration: '00:00:30',
      theme: 'Ocean',
    });
  });

  it('answers in the caller’s language', async () => {
    const { auth } = await signIn({ defaultLanguage: 4 });
    const body = await search(auth, { output: 'THEME' });
    expect(data(body.data, 'THEME').theme_list.map((t) => t.title)).toEqual([
      'الفجر',
      'المحيط',
      'الليل',
    ]);
  });

  it('a design without exercises is an empty list with a message', async () => {
    const { auth } = await signIn();
    const body = await search(auth, {
      output: 'EXERCISE',
      goal_id: GOAL.focus,
      duration_minute_id: DURATION.unlimited,
      narration_id: NARRATION.counting,
    });
    expect(data(body.data, 'EXERCISE')).toEqual({
      output: 'EXERCISE',
      exercise_list: [],
      data_found: 0,
    });
    expect(body.message).toBe('No exercise is available for this choice yet');
  });

  it('a skipped step is "Please select above information"', async () => {
    const { auth } = await signIn();
    const cases = [
      [{ output: 'TIME' }, 'goal_id'],
      [{ output: 'NARRATION', goal_id: 1 }, 'duration_minute_id'],
      [{ output: 'EXERCISE', goal_id: 1, duration_minute_id: 1 }, 'narration_id'],
    ] as const;
    for (const [params, field] of cases) {
      const err = errorOf(await get(app, `${API.exerciseSearch}?${query(params)}`, auth));
      expect(err).toMatchObject({
        status: 400,
        type: 'VALIDATION_ERROR',
        message: 'Please select above information',
      });
      expect(err.fields).toEqual({ [field]: 'sessionSelectionRequired' });
    }
  });

  it('refuses a bad output or id (400), an unknown id (404) and a signed-out caller (401)', async () => {
    const { auth } = await signIn();
    expect(errorOf(await get(app, `${API.exerciseSearch}?output=SHAPE`, auth)).status).toBe(400);
    expect(
      errorOf(await get(app, `${API.exerciseSearch}?output=TIME&goal_id=abc`, auth)).fields,
    ).toEqual({
      goal_id: 'fieldInvalid',
    });
    const unknown = await get(app, `${API.exerciseSearch}?output=TIME&goal_id=${UNKNOWN_ID}`, auth);
    expect(errorOf(unknown)).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    expect(errorOf(await get(app, API.exerciseSearch)).status).toBe(401);
  });
});
