import { describe, expect, it } from 'vitest';
import { MAX_SESSION_BEATS } from '@resona/contract';
import { SessionHeart } from './session-heart.ts';

const beat = (at: number, rr: number[]) => ({
  type: 'beats' as const,
  rr,
  bpm: Math.round(60_000 / rr.at(-1)!),
  contact: 'detected' as const,
  at,
});

/** A heart at 66 swinging ±6 beats a minute with a 10 s breath, from `start` for `seconds`. */
function breathe(heart: SessionHeart, start: number, seconds: number) {
  let t = start;
  while (t < start + seconds * 1000) {
    const rr = Math.round(60_000 / (66 + 6 * Math.sin((2 * Math.PI * (t - start)) / 10_000)));
    t += rr;
    heart.add(beat(t, [rr]));
  }
  return t;
}

describe('the session heart', () => {
  it('places the beats of one notification before its arrival', () => {
    const heart = new SessionHeart();
    heart.add(beat(10_000, [900, 950]));
    expect(heart.beatsBetween(0, 20_000)).toEqual({ beat_ms: [9050, 10_000], rr_ms: [900, 950] });
  });

  it('sends each view its own beats, on its own clock, in whole ms within range', () => {
    const heart = new SessionHeart();
    heart.add(beat(1000, [900.4]));
    heart.add(beat(1900, [899.6]));
    heart.add(beat(2000, [100])); // no heart beats 600 times a minute: left out
    heart.add(beat(3000, [1000]));
    expect(heart.beatsBetween(1500, 3000)).toEqual({ beat_ms: [400, 1500], rr_ms: [900, 1000] });
    expect(heart.beatsBetween(0, 1000)).toBeNull();
  });

  it('sends which of a view’s beats a stall hid from the camera, by their place in the view', () => {
    const heart = new SessionHeart();
    heart.add(beat(1000, [900]));
    heart.add({ ...beat(1900, [900]), estimated: true });
    heart.add(beat(2800, [900]));
    heart.add({ ...beat(3700, [900]), estimated: true });
    expect(heart.beatsBetween(1500, 4000)).toEqual({
      beat_ms: [400, 1300, 2200],
      rr_ms: [900, 900, 900],
      estimated_beats: [0, 2],
    });
    // A view whose beats no stall hid is sent as a strap's are (the tests above).
    expect(heart.beatsBetween(2500, 3000)).toBeNull();
  });

  it('sends at most the beats a session row holds', () => {
    const heart = new SessionHeart();
    for (let i = 1; i <= MAX_SESSION_BEATS + 10; i++) heart.add(beat(i * 800, [800]));
    expect(heart.beatsBetween(0, Number.POSITIVE_INFINITY)!.rr_ms).toHaveLength(MAX_SESSION_BEATS);
  });

  it('shows the last 30 s against the breath, and the last breath’s swing', () => {
    const heart = new SessionHeart();
    const end = breathe(heart, 0, 60);
    const live = heart.live(end, 10_000, (t) => (t % 10_000) / 10_000);
    expect(live.heartRate).toHaveLength(120);
    expect(live.breath).toHaveLength(120);
    expect(live.breath[4]).toBeCloseTo(((end - 30_000 + 1000) % 10_000) / 10_000, 6);
    expect(live.swingBpm).toBeGreaterThan(9);
    expect(live.swingBpm).toBeLessThan(13);
    expect(live.artefactPercent).toBe(0);
  });

  it('shows no swing before a breath is covered, and nothing before the first beat', () => {
    const heart = new SessionHeart();
    expect(heart.live(5000, 10_000, () => 0)).toEqual({
      heartRate: [],
      breath: [],
      swingBpm: null,
      artefactPercent: null,
    });
    const end = breathe(heart, 0, 5);
    expect(heart.live(end, 10_000, () => 0).swingBpm).toBeNull();
  });
});
