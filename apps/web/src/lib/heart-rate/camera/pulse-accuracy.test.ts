import { describe, expect, it } from 'vitest';
import { rmssd, seededRandom } from '@resona/contract/heart';
import { accuracyAgainst } from './pulse-accuracy.ts';
import type { PulseBeat } from './pulse-types.ts';

/** True beats whose intervals swing 850 ± 60 ms over ten beats, as a breath swings them. */
function trueBeats(count: number): Float64Array {
  const times = new Float64Array(count);
  for (let i = 1; i < count; i++) {
    times[i] = times[i - 1]! + 850 + 60 * Math.sin((2 * Math.PI * i) / 10);
  }
  return times;
}

/** The true beats reported `lagMs` late, each moved by `jitter(i)`, with their intervals. */
function reported(truth: Float64Array, lagMs: number, jitter: (i: number) => number): PulseBeat[] {
  const at = Array.from(truth, (t, i) => t + lagMs + jitter(i));
  return at.slice(1).map((t, i) => ({ at: t, rr: t - at[i]! }));
}

/** A standard normal deviate from a seeded uniform generator (Box–Muller). */
function gaussian(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

describe('accuracyAgainst: the beats’ timing', () => {
  it('reads no jitter in a fixed lag, and the jitter’s SD about it', () => {
    const truth = trueBeats(200);
    expect(
      accuracyAgainst(
        reported(truth, 40, () => 0),
        truth,
      ).beatTimeSdMs,
    ).toBe(0);
    // Alternately 5 ms early and late: an SD of 5 ms, the lag of 40 ms taken out.
    const alternate = accuracyAgainst(
      reported(truth, 40, (i) => (i % 2 ? 5 : -5)),
      truth,
    );
    expect(alternate.beatTimeSdMs).toBeCloseTo(5, 1);
  });

  it('jitter of SD σ reads RMSSD R as √(R² + 6σ²) (decision 121)', () => {
    const truth = trueBeats(3000);
    const trueRmssd = rmssd(Array.from(truth.subarray(1), (t, i) => t - truth[i]!));
    const normal = gaussian(seededRandom(121));
    for (const sigma of [4, 8, 12]) {
      const accuracy = accuracyAgainst(
        reported(truth, 30, () => sigma * normal()),
        truth,
      );
      expect(accuracy.beatTimeSdMs).toBeGreaterThan(sigma * 0.95);
      expect(accuracy.beatTimeSdMs).toBeLessThan(sigma * 1.05);
      const predicted = Math.sqrt(trueRmssd ** 2 + 6 * accuracy.beatTimeSdMs ** 2) / trueRmssd - 1;
      // Within 2 points over 3,000 beats (the bench's noise 0.25 runs, 350 beats: 6.5).
      expect(Math.abs(accuracy.rmssdErrorPercent / 100 - predicted)).toBeLessThan(0.02);
    }
  });
});

describe('accuracyAgainst: the beats a stall hid', () => {
  it('leaves out the differences they touch, as the report does, and reads them with them', () => {
    const truth = trueBeats(400);
    // Every fourth beat after the first 30 ms off, alternately early and late, and marked.
    const off = (i: number) => (i > 0 && i % 4 === 0 ? (i % 8 === 0 ? 30 : -30) : 0);
    const beats = reported(truth, 70, off).map((beat, i) =>
      (i + 1) % 4 === 0 ? { ...beat, estimated: true } : beat,
    );
    const accuracy = accuracyAgainst(beats, truth);
    expect(accuracy.estimatedBeats).toBe(99);
    expect(accuracy.rmssdErrorPercent).toBeCloseTo(0, 6);
    expect(accuracy.rmssdAllErrorPercent).toBeGreaterThan(50);
  });
});
