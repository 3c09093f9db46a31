import { describe, expect, it } from 'vitest';
import { seededRandom, gaussian } from './random.ts';
import { classifyBeats, correctBeats } from './artefacts.ts';

/** A steady 900 ms rhythm with a gentle swing and jitter. */
function rhythm(length: number, seed = 1): number[] {
  const random = seededRandom(seed);
  return Array.from({ length }, (_, i) => 900 + 60 * Math.sin(i / 2) + 10 * gaussian(random));
}

describe('correctBeats', () => {
  it('leaves a clean rhythm as it is', () => {
    const rr = rhythm(200);
    const result = correctBeats(rr);
    expect(result.corrected).toBe(0);
    expect(result.qualityPercent).toBe(100);
    expect(result.rr).toEqual(rr);
  });

  it('finds an ectopic beat and its compensatory pause and keeps the clock', () => {
    const rr = rhythm(200);
    const normal = rr[100]!;
    rr[100] = normal * 0.6;
    rr[101] = rr[101]! + normal * 0.4;
    const classes = classifyBeats(rr);
    // The premature beat is short; the pause after it, between two jumps, the ectopic one.
    expect(classes[100]).toBe('long-short');
    expect(classes[101]).toBe('ectopic');
    const result = correctBeats(rr);
    expect(result.corrected).toBe(2);
    expect(result.qualityPercent).toBe(99);
    expect(result.rr[101]).toBeGreaterThan(800);
    expect(result.rr[101]).toBeLessThan(1000);
    expect(result.rr[100]).toBeGreaterThan(800);
    expect(result.rr[100]).toBeLessThan(1000);
    // Beat times stay on the recording's clock.
    expect(result.times.at(-1)).toBeCloseTo(
      rr.reduce((a, b) => a + b, 0),
      6,
    );
  });

  it('splits a missed beat and merges an extra one', () => {
    const rr = Array.from({ length: 120 }, (_, i) => 1000 + (i % 2 ? 8 : -8));
    rr[40] = 2000;
    rr.splice(80, 1, 400, 600);
    const classes = classifyBeats(rr);
    expect(classes[40]).toBe('missed');
    expect(classes[80]).toBe('extra');
    const result = correctBeats(rr);
    // 121 intervals in: one too long (two beats), two too short (one beat).
    expect(result.rr.length).toBe(121);
    expect(result.rr[40]).toBe(1000);
    expect(result.rr[81]).toBe(1000);
    expect(result.times.at(-1)).toBeCloseTo(
      rr.reduce((a, b) => a + b, 0),
      6,
    );
  });

  it('replaces intervals that cannot be heart beats', () => {
    const rr = rhythm(100);
    rr[50] = 5000;
    const result = correctBeats(rr);
    expect(result.rr[50]).toBeLessThan(1100);
    expect(result.corrected).toBeGreaterThan(0);
  });
});
