import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  IDEMPOTENCY_KEY_HEADER,
  MAX_SESSION_BEATS,
  MESSAGES,
  ZExerciseHistoryDetailResponse,
  ZSaveSessionBeatsResponse,
} from '@resona/contract';
import { gaussian, seededRandom } from '@resona/contract/heart';
import { sessionBeats, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildSignedInUser, GOOD_PASSWORD } from '../../test/factories.ts';
import { errorOf } from '../../test/http.ts';
import { csvSections } from '../../test/read-csv.ts';
import { get, post, query, startPlay, type Auth } from '../sessions/test-helpers.ts';

const { app, db, clock } = await createTestApp();

/** A person who agreed to heart data being collected, with a play under way. */
async function breather(agreed = true) {
  const me = await buildSignedInUser(db, clock.now());
  if (agreed) {
    const res = await post(app, API.heartDataConsent, { agreed: 1 }, me.auth);
    expect(res.statusCode).toBe(200);
  }
  const play = await startPlay(app, me.auth);
  return { ...me, play };
}

/**
 * Five minutes at 6 breaths a minute: heart rate 66 swinging ±6 beats a minute with the breath,
 * some jitter; the swing per breath is about 12 beats a minute.
 */
function beatsOf(minutes = 5, seed = 1) {
  const random = seededRandom(seed);
  const beat_ms: number[] = [];
  const rr_ms: number[] = [];
  let t = 0;
  while (t < minutes * 60_000) {
    const bpm = 66 + 6 * Math.sin((2 * Math.PI * t) / 10_000);
    const rr = Math.round(60_000 / bpm + 5 * gaussian(random));
    t += rr;
    beat_ms.push(Math.round(t));
    rr_ms.push(rr);
  }
  return { beat_ms, rr_ms };
}

const body = (viewId: number, extra: Record<string, unknown> = {}) => ({
  video_views_id: viewId,
  source: 'demo',
  breath_bpm: 6,
  ...beatsOf(),
  ...extra,
});

const send = (auth: Auth | undefined, payload: unknown, key?: string) =>
  app.inject({
    method: 'POST',
    url: API.saveSessionBeats,
    headers: { ...auth, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
    payload: payload as Record<string, unknown>,
  });

const rowsOf = (userId: number) =>
  db.select().from(sessionBeats).where(eq(sessionBeats.userId, userId));

describe('POST session-beats', () => {
  it('stores the beats with the history row and answers the server’s summary', async () => {
    const me = await breather();
    const payload = body(me.play.video_views_id);
    const res = await send(me.auth, payload, crypto.randomUUID());
    expect(res.statusCode).toBe(200);
    const summary = ZSaveSessionBeatsResponse.parse(res.json()).data;
    expect(summary).toMatchObject({
      exerciseHistoryID: me.play.exerciseHistoryID,
      source: 'demo',
      breath_bpm: 6,
      beats: payload.beat_ms.length,
    });
    expect(summary.mean_swing_bpm).toBeGreaterThan(9);
    expect(summary.mean_swing_bpm).toBeLessThan(15);
    expect(summary.quality_percent).toBeGreaterThan(95);
    expect(summary.lf_power_ms2).toBeGreaterThan(0);
    expect(summary.rmssd_ms).toBeGreaterThan(0);
    const [row] = await rowsOf(me.user.id);
    expect(row!.beatMs).toEqual(payload.beat_ms);
    expect(row!.rrMs).toEqual(payload.rr_ms);
    expect(row!.historyId).toBe(me.play.exerciseHistoryID);

    // The history detail shows the summary and a wave across the session.
    const detail = await get(
      app,
      `${API.exerciseHistoryDetail}?${query({ exercisehistory_id: me.play.exerciseHistoryID })}`,
      me.auth,
    );
    const heart = ZExerciseHistoryDetailResponse.parse(detail.json()).data.exercise_history_detail
      .heart!;
    expect(heart).toMatchObject(summary);
    expect(heart.wave.length).toBeGreaterThan(200);
    expect(heart.wave.length).toBeLessThanOrEqual(301);
    expect(Math.min(...heart.wave)).toBeGreaterThan(50);
    expect(Math.max(...heart.wave)).toBeLessThan(85);
  });

  it("keeps the camera's beats a stall hid out of RMSSD, and counts them (decision 123)", async () => {
    const me = await breather();
    // One beat in four placed by the camera 20 ms SD off: unmarked, they read RMSSD high.
    const random = seededRandom(3);
    const truth = beatsOf();
    const estimated_beats = truth.beat_ms.flatMap((_, i) => (i % 4 === 2 ? [i] : []));
    const placed = new Set(estimated_beats);
    const beat_ms = truth.beat_ms.map((t, i) =>
      placed.has(i) ? Math.round(t + 20 * gaussian(random)) : t,
    );
    const rr_ms = beat_ms.map((t, i) => (i === 0 ? truth.rr_ms[0]! : t - beat_ms[i - 1]!));
    const camera = { source: 'camera', beat_ms, rr_ms };
    const other = await breather();
    const unmarked = await send(other.auth, body(other.play.video_views_id, camera));
    const res = await send(me.auth, body(me.play.video_views_id, { ...camera, estimated_beats }));
    expect(res.statusCode).toBe(200);
    const summary = ZSaveSessionBeatsResponse.parse(res.json()).data;
    const filmed = ZSaveSessionBeatsResponse.parse(unmarked.json()).data;
    expect(summary.estimated).toBe(estimated_beats.length);
    expect(filmed.estimated).toBe(0);
    expect(summary.rmssd_ms!).toBeLessThan(filmed.rmssd_ms! / 1.2);
    expect(summary.mean_swing_bpm).toBe(filmed.mean_swing_bpm);
    const [row] = await rowsOf(me.user.id);
    expect(row!.estimatedBeats).toEqual(estimated_beats);
    // The history detail counts them too.
    const detail = await get(
      app,
      `${API.exerciseHistoryDetail}?${query({ exercisehistory_id: me.play.exerciseHistoryID })}`,
      me.auth,
    );
    expect(
      ZExerciseHistoryDetailResponse.parse(detail.json()).data.exercise_history_detail.heart,
    ).toMatchObject({ estimated: estimated_beats.length, rmssd_ms: summary.rmssd_ms });
  });

  it('writes once per Idempotency-Key, and a later send for the view replaces its beats', async () => {
    const me = await breather();
    const key = crypto.randomUUID();
    const first = body(me.play.video_views_id, beatsOf(2));
    const a = await send(me.auth, first, key);
    const b = await send(me.auth, first, key);
    expect(b.json()).toEqual(a.json());
    expect(await rowsOf(me.user.id)).toHaveLength(1);
    const longer = body(me.play.video_views_id, beatsOf(4));
    const c = await send(me.auth, longer, crypto.randomUUID());
    expect(c.statusCode).toBe(200);
    const rows = await rowsOf(me.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.beatMs).toEqual(longer.beat_ms);
  });

  it('says nothing stands out on too few beats, rather than guessing', async () => {
    const me = await breather();
    const res = await send(
      me.auth,
      body(me.play.video_views_id, { beat_ms: [900, 1800, 2700], rr_ms: [900, 900, 900] }),
    );
    const summary = ZSaveSessionBeatsResponse.parse(res.json()).data;
    expect(summary).toMatchObject({ beats: 3, mean_swing_bpm: null, lf_power_ms2: null });
  });

  it('refuses the beats without the agreement to heart data being collected (403)', async () => {
    const me = await breather(false);
    const res = await send(me.auth, body(me.play.video_views_id));
    expect(errorOf(res)).toMatchObject({ status: 403, type: 'FORBIDDEN' });
    expect(res.json().message).toBe(MESSAGES.en.heartDataConsentMissing);
    expect(await rowsOf(me.user.id)).toHaveLength(0);
    // Withdrawn is the same as never given.
    await post(app, API.heartDataConsent, { agreed: 1 }, me.auth);
    await post(app, API.heartDataConsent, { agreed: 0 }, me.auth);
    expect(errorOf(await send(me.auth, body(me.play.video_views_id))).status).toBe(403);
  });

  it("never stores beats on another user's view (404), agreed or not", async () => {
    const owner = await breather();
    const other = await breather();
    const res = await send(other.auth, body(owner.play.video_views_id));
    expect(errorOf(res)).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    expect(await rowsOf(owner.user.id)).toHaveLength(0);
    expect(await rowsOf(other.user.id)).toHaveLength(0);
    expect(errorOf(await send(owner.auth, body(999_999))).status).toBe(404);
  });

  it('answers 401 signed out', async () => {
    const owner = await breather();
    expect(errorOf(await send(undefined, body(owner.play.video_views_id))).status).toBe(401);
  });

  it('refuses each malformed body (400) and stores nothing', async () => {
    const me = await breather();
    const good = body(me.play.video_views_id, beatsOf(1));
    const many = Array.from({ length: MAX_SESSION_BEATS + 1 }, (_, i) => (i + 1) * 800);
    const cases: Record<string, Record<string, unknown>> = {
      'no view': { video_views_id: undefined },
      'a view that is not an id': { video_views_id: 'abc' },
      'an unknown source': { source: 'watch' },
      'no source': { source: undefined },
      'a pace below 1': { breath_bpm: 0.5 },
      'a pace above 30': { breath_bpm: 31 },
      'a pace that is not a number': { breath_bpm: 'six' },
      'beats that are not a list': { beat_ms: 'many' },
      'one beat': { beat_ms: [900], rr_ms: [900] },
      'a negative time': { beat_ms: [-1, 900], rr_ms: [900, 900] },
      'a time past six hours': { beat_ms: [900, 6 * 3600_000 + 1], rr_ms: [900, 900] },
      'a fraction of a ms': { beat_ms: [900.5, 1800], rr_ms: [900, 900] },
      'times going back': { beat_ms: [1800, 900], rr_ms: [900, 900] },
      'an interval under 200 ms': { beat_ms: [900, 1000], rr_ms: [900, 100] },
      'an interval over 3000 ms': { beat_ms: [900, 4900], rr_ms: [900, 4000] },
      'fewer intervals than beats': { beat_ms: [900, 1800, 2700], rr_ms: [900, 900] },
      'more beats than a session holds': { beat_ms: many, rr_ms: many.map(() => 800) },
      'a hidden beat past the last': { estimated_beats: [good.beat_ms.length] },
      'hidden beats out of order': { estimated_beats: [5, 3] },
      'a hidden beat named twice': { estimated_beats: [3, 3] },
      'a hidden beat that is not an index': { estimated_beats: [-1] },
      'hidden beats that are not a list': { estimated_beats: 'some' },
    };
    for (const [name, change] of Object.entries(cases)) {
      const res = await send(me.auth, { ...good, ...change });
      expect(errorOf(res), name).toMatchObject({ status: 400, type: 'VALIDATION_ERROR' });
    }
    expect(await rowsOf(me.user.id)).toHaveLength(0);
  });

  it('goes with the history row, and into and out of the account with the rest', async () => {
    const me = await breather();
    expect((await send(me.auth, body(me.play.video_views_id, beatsOf(1)))).statusCode).toBe(200);

    // Download my data: the beats and the time of the agreement.
    const csv = await app.inject({
      method: 'POST',
      url: API.userDetailsDownload,
      headers: me.auth,
    });
    const sections = csvSections(csv.body);
    const [user] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(sections.get('users')!.rows[0]!.heart_data_consent_at).toBe(
      user!.heartDataConsentAt!.toISOString(),
    );
    const beats = sections.get('session_beats')!.rows;
    expect(beats).toHaveLength(1);
    const [stored] = await rowsOf(me.user.id);
    expect(JSON.parse(beats[0]!.beat_ms!)).toEqual(stored!.beatMs);
    expect(JSON.parse(beats[0]!.rr_ms!)).toEqual(stored!.rrMs);
    expect(beats[0]!.mean_swing_bpm).toBe(String(stored!.meanSwingBpm));

    // Removing the session from history removes its beats.
    const removed = await post(
      app,
      API.exerciseHistory,
      { id: me.play.exerciseHistoryID },
      me.auth,
    );
    expect(removed.statusCode).toBe(200);
    expect(await rowsOf(me.user.id)).toHaveLength(0);

    // Deleting the account erases them too.
    const again = await startPlay(app, me.auth);
    await send(me.auth, body(again.video_views_id, beatsOf(1)));
    expect(await rowsOf(me.user.id)).toHaveLength(1);
    const gone = await post(app, API.deleteAccount, { password: GOOD_PASSWORD }, me.auth);
    expect(gone.statusCode).toBe(200);
    expect(await rowsOf(me.user.id)).toHaveLength(0);
  });
});
