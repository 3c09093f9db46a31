import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API,
  RHYTHM_LIMITS,
  translate,
  ZRhythmListResponse,
  type LanguageCode,
  type MessageKey,
  ZSaveRhythmResponse,
  type TSaveRhythmRequest,
} from '@resona/contract';
import { rhythms } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { errorOf } from '../../test/http.ts';
import { get, post, type Auth } from '../sessions/test-helpers.ts';

const { app, db, clock } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());

const box = {
  name: 'Box',
  timing: { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 },
  ramp: null,
} satisfies TSaveRhythmRequest;
const coherentRamp = {
  name: 'Settling in',
  timing: { kind: 'pace', pace: 5.5, inhale_part: 1, exhale_part: 1, hold_in: 0, hold_out: 0 },
  ramp: { from_pace: 7, minutes: 3 },
} satisfies TSaveRhythmRequest;

const list = async (auth: Auth) =>
  ZRhythmListResponse.parse((await get(app, API.rhythms, auth)).json()).data.rhythms;
const save = (auth: Auth | undefined, body: unknown) => post(app, API.saveRhythm, body, auth);
const saved = async (auth: Auth, body: unknown) => {
  const res = await save(auth, body);
  expect(res.statusCode, res.body).toBe(200);
  return ZSaveRhythmResponse.parse(res.json());
};

describe('GET rhythms and POST rhythms/save', () => {
  it('makes rhythms in either reading, last in the list, and lists them in order', async () => {
    const { auth } = await signIn();
    expect(await list(auth)).toEqual([]);
    const first = await saved(auth, box);
    expect(first.message).toBe('Rhythm saved');
    const second = await saved(auth, coherentRamp);
    expect(second.data.rhythms.map((r) => [r.rhythm_id, r.name, r.position])).toEqual([
      [first.data.rhythm_id, 'Box', 0],
      [second.data.rhythm_id, 'Settling in', 1],
    ]);
    expect(second.data.rhythms[1]).toMatchObject({
      timing: coherentRamp.timing,
      ramp: coherentRamp.ramp,
    });
    expect(Date.parse(second.data.rhythms[1]!.updated_at)).toBeLessThanOrEqual(
      clock.now().getTime(),
    );
    expect(await list(auth)).toEqual(second.data.rhythms);
  });

  it('changes the name and breath of a rhythm in its place', async () => {
    const { auth } = await signIn();
    const a = (await saved(auth, box)).data.rhythm_id;
    await saved(auth, coherentRamp);
    const changed = await saved(auth, {
      rhythm_id: a,
      name: '4-7-8 at night',
      timing: { kind: 'phases', inhale: 4, hold_in: 7, exhale: 8, hold_out: 0 },
      ramp: null,
    });
    expect(changed.data.rhythm_id).toBe(a);
    expect(changed.data.rhythms[0]).toMatchObject({
      rhythm_id: a,
      name: '4-7-8 at night',
      position: 0,
      timing: { inhale: 4, hold_in: 7, exhale: 8, hold_out: 0 },
    });
  });

  it('answers each limit with its message, in the person’s language, and saves nothing', async () => {
    const { auth } = await signIn();
    const arabic = await buildSignedInUser(db, clock.now(), { defaultLanguage: 4 });
    const refused = async (
      body: unknown,
      field: string,
      key: MessageKey,
      lang: LanguageCode = 'en',
    ) => {
      const res = await save(lang === 'ar' ? arabic.auth : auth, body);
      expect(errorOf(res), JSON.stringify(body)).toMatchObject({
        status: 400,
        type: 'VALIDATION_ERROR',
        message: translate(lang, key),
        fields: { [field]: key },
      });
    };
    await refused({ ...box, name: ' ' }, 'name', 'rhythmNameRequired');
    await refused({ ...box, name: 'x'.repeat(41) }, 'name', 'rhythmNameTooLong');
    await refused(
      { ...box, timing: { ...box.timing, inhale: 0.5 } },
      'timing.inhale',
      'rhythmBreathRange',
    );
    await refused(
      { ...box, timing: { ...box.timing, hold_out: 31 } },
      'timing.hold_out',
      'rhythmHoldRange',
    );
    await refused(
      { ...box, timing: { ...box.timing, exhale: 4.05 } },
      'timing.exhale',
      'rhythmTenths',
    );
    const pace = coherentRamp.timing;
    await refused(
      { ...coherentRamp, timing: { ...pace, pace: 31 } },
      'timing.pace',
      'rhythmPaceRange',
    );
    await refused(
      { ...coherentRamp, timing: { ...pace, pace: 30, hold_in: 1 } },
      'timing.pace',
      'rhythmBreathRange',
    );
    await refused(
      { ...coherentRamp, timing: { ...pace, exhale_part: 25 } },
      'timing.exhale_part',
      'rhythmRatioRange',
    );
    await refused(
      { ...coherentRamp, ramp: { from_pace: 7, minutes: 30 } },
      'ramp.minutes',
      'rhythmRampRange',
    );
    await refused(
      { ...coherentRamp, ramp: { from_pace: 5, minutes: 3 } },
      'ramp.from_pace',
      'rhythmRampSlower',
    );
    // In the person's own language: Arabic, word for word.
    await refused(
      { ...box, timing: { ...box.timing, inhale: 0.5 } },
      'timing.inhale',
      'rhythmBreathRange',
      'ar',
    );
    expect(translate('ar', 'rhythmBreathRange')).toBe(
      'يستمر كلٌّ من الشهيق والزفير من 1 إلى 20 ثانية',
    );
    // A reading that does not exist, and a body that is not a rhythm at all.
    for (const body of [{ ...box, timing: { kind: 'seconds', inhale: 4 } }, { name: 'Box' }, []]) {
      expect(errorOf(await save(auth, body))).toMatchObject({
        status: 400,
        type: 'VALIDATION_ERROR',
      });
    }
    expect(await list(auth)).toEqual([]);
  });

  it('keeps at most 50 rhythms a person', async () => {
    const { auth, user } = await signIn();
    await db.insert(rhythms).values(
      Array.from({ length: RHYTHM_LIMITS.perPerson }, (_, i) => ({
        userId: user.id,
        name: `Rhythm ${i}`,
        position: i,
        timing: box.timing,
      })),
    );
    const res = await save(auth, box);
    expect(errorOf(res)).toMatchObject({
      status: 409,
      type: 'RHYTHMS_FULL',
      message: 'You can keep at most 50 rhythms',
    });
    expect(await list(auth)).toHaveLength(RHYTHM_LIMITS.perPerson);
  });

  it('saves a rhythm sent twice with one Idempotency-Key once, as a phone’s write queue may', async () => {
    const { auth } = await signIn();
    const withKey = { ...auth, 'idempotency-key': randomUUID() };
    const a = await save(withKey, box);
    const b = await save(withKey, box);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await list(auth)).toHaveLength(1);
  });

  it('keeps positions whole when saves arrive at once', async () => {
    const { auth } = await signIn();
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => save(auth, { ...box, name: `Box ${i}` })),
    );
    for (const r of replies) expect(r.statusCode).toBe(200);
    expect((await list(auth)).map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('POST rhythms/delete and rhythms/reorder', () => {
  it('deletes a rhythm and closes the gap it leaves', async () => {
    const { auth } = await signIn();
    const ids = [];
    for (const name of ['A', 'B', 'C'])
      ids.push((await saved(auth, { ...box, name })).data.rhythm_id);
    const res = await post(app, API.deleteRhythm, { rhythm_id: ids[1] }, auth);
    expect(res.statusCode).toBe(200);
    expect(ZRhythmListResponse.parse(res.json()).message).toBe('Rhythm deleted');
    expect((await list(auth)).map((r) => [r.name, r.position])).toEqual([
      ['A', 0],
      ['C', 1],
    ]);
    const again = await post(app, API.deleteRhythm, { rhythm_id: ids[1] }, auth);
    expect(errorOf(again)).toMatchObject({
      status: 404,
      type: 'NOT_FOUND',
      message: 'This rhythm no longer exists',
    });
    const missing = await post(app, API.deleteRhythm, {}, auth);
    expect(errorOf(missing)).toMatchObject({
      status: 400,
      fields: { rhythm_id: 'fieldRequired' },
    });
  });

  it('puts rhythms in a new order that names each of them once', async () => {
    const { auth } = await signIn();
    const ids = [];
    for (const name of ['A', 'B', 'C'])
      ids.push((await saved(auth, { ...box, name })).data.rhythm_id);
    const res = await post(app, API.reorderRhythms, { rhythm_ids: [ids[2], ids[0], ids[1]] }, auth);
    expect(res.statusCode).toBe(200);
    expect(
      ZRhythmListResponse.parse(res.json()).data.rhythms.map((r) => [r.name, r.position]),
    ).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    // One left out, or one that is no longer there: the list changed meanwhile.
    for (const rhythm_ids of [
      [ids[0], ids[1]],
      [ids[0], ids[1], ids[2], 999_999],
    ]) {
      expect(errorOf(await post(app, API.reorderRhythms, { rhythm_ids }, auth))).toMatchObject({
        status: 409,
        type: 'RHYTHMS_CHANGED',
        message: 'Your rhythms changed meanwhile. Please try again',
      });
    }
    const twice = await post(app, API.reorderRhythms, { rhythm_ids: [ids[0], ids[0]] }, auth);
    expect(errorOf(twice)).toMatchObject({ status: 400, type: 'VALIDATION_ERROR' });
    expect((await list(auth)).map((r) => r.name)).toEqual(['C', 'A', 'B']);
  });
});

describe('whose rhythms', () => {
  it('answers 401 to every call when signed out', async () => {
    expect((await get(app, API.rhythms)).statusCode).toBe(401);
    expect((await save(undefined, box)).statusCode).toBe(401);
    expect((await post(app, API.deleteRhythm, { rhythm_id: 1 })).statusCode).toBe(401);
    expect((await post(app, API.reorderRhythms, { rhythm_ids: [1] })).statusCode).toBe(401);
  });

  it('never shows, changes, deletes or orders another person’s rhythm', async () => {
    const owner = await signIn();
    const other = await signIn();
    const id = (await saved(owner.auth, box)).data.rhythm_id;
    expect(await list(other.auth)).toEqual([]);
    const change = await save(other.auth, { ...box, rhythm_id: id, name: 'Mine now' });
    expect(errorOf(change)).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    const remove = await post(app, API.deleteRhythm, { rhythm_id: id }, other.auth);
    expect(errorOf(remove)).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    const order = await post(app, API.reorderRhythms, { rhythm_ids: [id] }, other.auth);
    expect(errorOf(order)).toMatchObject({ status: 409, type: 'RHYTHMS_CHANGED' });
    expect((await list(owner.auth)).map((r) => r.name)).toEqual(['Box']);
  });
});
