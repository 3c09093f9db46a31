import { describe, expect, it } from 'vitest';
import { API, ZDefaultSelectionResponse } from '@resona/contract';
import { exercises, experienceMetas, goals } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { forgetContentCatalogue } from '../content/catalogue.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import {
  DURATION,
  GOAL,
  NARRATION,
  THEME,
  UNKNOWN_ID,
  get,
  post,
  query,
  type Auth,
} from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const signIn = (o = {}) => buildSignedInUser(db, clock.now(), o);
const selection = (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode).toBe(200);
  return ZDefaultSelectionResponse.parse(res.json()).data.default;
};
const getDefault = async (auth: Auth, params: Record<string, number | undefined> = {}) =>
  selection(await get(app, `${API.exerciseGetDefault}?${query(params)}`, auth));
const saved = async (auth: Auth) => selection(await get(app, API.exerciseSetDefault, auth));

const NOTHING = {
  goal_id: null,
  duration_minute_id: null,
  narration_id: null,
  theme_id: null,
  minute: null,
  experience_meta_id: null,
  is_default: 0,
};

describe('set-default round trip', () => {
  it('starts empty, saves a design by its parts (first theme) and reads it back', async () => {
    const { auth } = await signIn({ ageGroupId: 4, genderId: 2 });
    expect(await saved(auth)).toEqual({ ...NOTHING, age_group_id: 4, gender_id: 2 });
    const res = await post(
      app,
      API.exerciseSetDefault,
      { goal_id: GOAL.focus, duration_minute_id: DURATION.m15, narration_id: NARRATION.counting },
      auth,
    );
    const expected = {
      goal_id: GOAL.focus,
      duration_minute_id: DURATION.m15,
      narration_id: NARRATION.counting,
      theme_id: THEME.dawn,
      minute: 15,
      experience_meta_id: 2331,
      age_group_id: 4,
      gender_id: 2,
      is_default: 1,
    };
    expect(selection(res)).toEqual(expected);
    expect(res.json().message).toBe('Your session choice was saved');
    expect(await saved(auth)).toEqual(expected);
  });

  it('saves a design named by experience_meta_id, and each user keeps their own', async () => {
    const a = await signIn();
    const b = await signIn();
    selection(await post(app, API.exerciseSetDefault, { experience_meta_id: 3513 }, a.auth));
    expect(await saved(a.auth)).toMatchObject({
      goal_id: 3,
      minute: -1,
      narration_id: 1,
      theme_id: 3,
    });
    expect(await saved(b.auth)).toMatchObject(NOTHING);
  });

  it('an EXERCISE search with is_default=1 saves the design', async () => {
    const { auth } = await signIn();
    const params = {
      output: 'EXERCISE',
      goal_id: 1,
      duration_minute_id: 2,
      narration_id: 2,
      theme_id: 2,
      is_default: 1,
    };
    expect((await get(app, `${API.exerciseSearch}?${query(params)}`, auth)).statusCode).toBe(200);
    expect(await saved(auth)).toMatchObject({ experience_meta_id: 1222, is_default: 1 });
  });

  it('refuses a skipped step (400), a bad id (400), an unknown or empty design (404), signed out (401)', async () => {
    const { auth } = await signIn();
    const missing = await post(
      app,
      API.exerciseSetDefault,
      { goal_id: 1, duration_minute_id: 1 },
      auth,
    );
    expect(errorOf(missing)).toMatchObject({
      status: 400,
      message: 'Please select above information',
    });
    const bad = await post(app, API.exerciseSetDefault, { experience_meta_id: 'x' }, auth);
    expect(errorOf(bad)).toMatchObject({
      status: 400,
      fields: { experience_meta_id: 'fieldInvalid' },
    });
    for (const body of [
      { experience_meta_id: UNKNOWN_ID },
      { goal_id: UNKNOWN_ID, duration_minute_id: 1, narration_id: 1 },
      {
        goal_id: GOAL.focus,
        duration_minute_id: DURATION.unlimited,
        narration_id: NARRATION.counting,
      },
    ]) {
      expect(errorOf(await post(app, API.exerciseSetDefault, body, auth)).status).toBe(404);
    }
    expect(errorOf(await get(app, API.exerciseSetDefault)).status).toBe(401);
    expect(
      errorOf(await post(app, API.exerciseSetDefault, { experience_meta_id: 1111 })).status,
    ).toBe(401);
  });
});

describe('GET get_default: what the design screen pre-selects', () => {
  it('answers a design named by experience_meta_id without saving it', async () => {
    const { auth } = await signIn();
    const design = 1121; // stress, 5 minutes, guided voice, dawn
    expect(await getDefault(auth, { experience_meta_id: design })).toMatchObject({
      goal_id: GOAL.stress,
      experience_meta_id: design,
      is_default: 0,
    });
    expect(await saved(auth)).toMatchObject(NOTHING);
    const unknown = await get(
      app,
      `${API.exerciseGetDefault}?experience_meta_id=${UNKNOWN_ID}`,
      auth,
    );
    expect(errorOf(unknown).status).toBe(404);
  });

  it('with nothing saved, pre-selects nothing until there is a single option', async () => {
    const { auth } = await signIn();
    expect(await getDefault(auth)).toMatchObject(NOTHING);
    expect(await getDefault(auth, { goal_id: GOAL.stress })).toMatchObject({
      ...NOTHING,
      goal_id: 1,
    });
  });

  it('pre-selects the saved values, and keeps those still offered for another goal', async () => {
    const { auth } = await signIn();
    await post(app, API.exerciseSetDefault, { experience_meta_id: 1222 }, auth);
    expect(await getDefault(auth)).toMatchObject({
      experience_meta_id: 1222,
      minute: 10,
      is_default: 1,
    });
    expect(await getDefault(auth, { goal_id: GOAL.sleep })).toMatchObject({
      goal_id: 3,
      duration_minute_id: 2,
      narration_id: 2,
      theme_id: 2,
      experience_meta_id: 3222,
      is_default: 0,
    });
  });

  it('drops a saved narration that is not offered for the chosen duration', async () => {
    const { auth } = await signIn();
    await post(app, API.exerciseSetDefault, { experience_meta_id: 1133 }, auth);
    const result = await getDefault(auth, { goal_id: 1, duration_minute_id: DURATION.unlimited });
    expect(result).toMatchObject({
      duration_minute_id: 5,
      minute: -1,
      narration_id: null,
      theme_id: null,
    });
    const chosen = await getDefault(auth, { goal_id: 1, duration_minute_id: 5, narration_id: 1 });
    expect(chosen).toMatchObject({ theme_id: THEME.night, experience_meta_id: 1513 });
  });

  it('chooses the only option for the user (a goal with a single design)', async () => {
    await db.insert(goals).values({
      id: 9,
      sortOrder: 9,
      titles: { en: 'Test goal' },
      descriptions: { en: 'Only one' },
    });
    await db
      .insert(experienceMetas)
      .values({ id: 9111, goalId: 9, durationId: 1, narrationId: 1, themeId: 1 });
    await db.insert(exercises).values({
      id: 9111,
      experienceMetaId: 9111,
      sortOrder: 999,
      titles: { en: 'Only' },
      introDuration: '00:00:10',
      exerciseDuration: '00:05:00',
      beforeQuestions: { en: 'Before?' },
      afterQuestions: { en: 'After?' },
    });
    // Content is otherwise written only by the seed before the server starts.
    forgetContentCatalogue();
    const { auth } = await signIn();
    expect(await getDefault(auth, { goal_id: 9 })).toMatchObject({
      duration_minute_id: 1,
      narration_id: 1,
      theme_id: 1,
      minute: 5,
      experience_meta_id: 9111,
    });
    // A goal without rating labels: its after-rating leads to /program (spec §4).
    const res = await get(app, `${API.exerciseSearch}?output=GOAL`, auth);
    expect(res.json().data.goal_list.at(-1)).toMatchObject({
      goal_id: 9,
      goal_rating: null,
      goal_video: null,
    });
  });

  it('refuses a bad id (400), an unknown one (404) and a signed-out caller (401)', async () => {
    const { auth } = await signIn();
    expect(errorOf(await get(app, `${API.exerciseGetDefault}?goal_id=-2`, auth)).status).toBe(400);
    expect(
      errorOf(await get(app, `${API.exerciseGetDefault}?narration_id=${UNKNOWN_ID}`, auth)).status,
    ).toBe(404);
    expect(errorOf(await get(app, API.exerciseGetDefault)).status).toBe(401);
  });
});
