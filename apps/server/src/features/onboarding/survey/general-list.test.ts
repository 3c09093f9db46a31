import { describe, expect, it } from 'vitest';
import { API, ZGeneralListResponse } from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';

const { app, db, clock } = await createTestApp();
const signIn = (o = {}) => buildSignedInUser(db, clock.now(), o);
const list = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: API.generalList, query: query as never, headers });
const chosen = (items: { id: number; selected: boolean }[]) =>
  items.filter((i) => i.selected).map((i) => i.id);

describe('GET general/list?user_id', () => {
  it("answers the survey lists with the caller's current choices marked", async () => {
    const me = await signIn({ ageGroupId: 4, genderId: 2, experienceId: 3, defaultLanguage: 2 });
    const res = await list({ user_id: me.user.id }, me.auth);
    expect(res.statusCode).toBe(200);
    const { data } = ZGeneralListResponse.parse(res.json());
    expect(chosen(data.age_list)).toEqual([4]);
    expect(chosen(data.gender_list)).toEqual([2]);
    expect(chosen(data.experience_list)).toEqual([3]);
    expect(chosen(data.language_list)).toEqual([2]);
    // The same lists as GET survey, in the caller's language (French here).
    const survey = (
      await app.inject({ method: 'GET', url: API.surveyLists, headers: me.auth })
    ).json().data;
    expect(data.gender_list.map(({ selected: _, ...item }) => item)).toEqual(survey.gender_list);
    expect(data.age_list).toHaveLength(survey.age_list.length);
    expect(data.gender_list[0]!.gender_name).toBe('Femme');
    expect(data.min_age).toBe(16);
  });

  it('marks nothing in a list the caller has not answered, and takes no user_id too', async () => {
    const me = await signIn({ ageGroupId: null, genderId: null, experienceId: null });
    const { data } = ZGeneralListResponse.parse((await list({}, me.auth)).json());
    expect(chosen(data.age_list)).toEqual([]);
    expect(chosen(data.gender_list)).toEqual([]);
    expect(chosen(data.experience_list)).toEqual([]);
    expect(chosen(data.language_list)).toEqual([1]);
  });

  it("answers 404 for another user's id, as the other user calls do", async () => {
    const me = await signIn();
    const other = await signIn();
    expect(errorOf(await list({ user_id: other.user.id }, me.auth))).toMatchObject({
      status: 404,
      type: 'NOT_FOUND',
    });
  });

  it('refuses an id that is not a positive whole number (400)', async () => {
    const me = await signIn();
    for (const bad of ['abc', '0', '-3', '1.5']) {
      expect(errorOf(await list({ user_id: bad }, me.auth)), bad).toMatchObject({
        status: 400,
        type: 'VALIDATION_ERROR',
      });
    }
  });

  it('refuses a signed-out caller (401)', async () => {
    expect(errorOf(await list({ user_id: 1 }))).toMatchObject({
      status: 401,
      type: 'UNAUTHORIZED',
    });
  });
});
