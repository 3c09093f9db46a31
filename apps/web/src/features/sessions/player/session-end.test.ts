import { describe, expect, test } from 'vitest';
import { PacerEngine } from '../../../components/pacer/index.ts';
import { breathClock } from '../../../components/pacer/breath-clock.ts';
import { breathsBefore } from '../../../components/pacer/track-plan.ts';
import { END_MARGIN_MS, roundEndTime, roundOver } from './session-end.ts';

describe('roundEndTime', () => {
  test.each([
    // bpm, ratio, start, duration (ms), expected end (ms)
    [5, [4, 6], 0, 300_000, 300_000], // 25 whole 12 s breaths: ends exactly on time
    [5, [4, 6], 0, 299_000, 300_000],
    [5, [4, 6], 0, 300_001, 312_000], // a hair over: the breath in progress completes
    [4.5, [4, 6], 0, 300_000, (60_000 / 4.5) * 23], // 22.5 breaths → 23
    [5.5, [4, 6], 0, 600_000, (60_000 / 5.5) * 55],
    [6, [1, 1], 0, 61_000, 70_000],
    [5, [4, 6], 300_000, 300_000, 600_000], // a later round starts on a boundary
    [5, [4, 6], 0, 0, 12_000], // at least one breath
  ] as const)('%s bpm %j from %s for %s ms ends at %s', (bpm, ratio, start, duration, expected) => {
    expect(roundEndTime({ bpm, ratio }, start, duration)).toBeCloseTo(expected, 6);
  });

  test('the end is never inside an inhale, at any pace and length', () => {
    for (const bpm of [4.5, 4.8, 5, 5.5, 6]) {
      for (let seconds = 1; seconds <= 1200; seconds += 37) {
        const pattern = { bpm, ratio: [4, 6] as const };
        const end = roundEndTime(pattern, 0, seconds * 1000);
        const engine = new PacerEngine(pattern, 0);
        const before = engine.phaseAt(end - 1);
        expect(before.phase, `${bpm} bpm, ${seconds} s`).toBe('exhale');
        expect(end).toBeGreaterThanOrEqual(seconds * 1000);
        expect(end - seconds * 1000).toBeLessThan(60_000 / bpm);
      }
    }
  });

  test('holds: the round ends after the hold that closes the breath', () => {
    const end = roundEndTime({ bpm: 5, ratio: [4, 4], holdIn: 2, holdOut: 2 }, 0, 5_000);
    expect(end).toBeCloseTo(12_000, 6);
  });

  test('a pace that eases down ends on one of its own breaths, round after round', () => {
    const easing = { bpm: 5.5, ratio: [4, 6] as const, ramp: { fromBpm: 7, seconds: 180 } };
    const clock = breathClock(easing);
    const first = roundEndTime(easing, 0, 60_000);
    const n = breathsBefore(clock, 60_000);
    expect(first).toBeCloseTo(clock.startOf(n), 6);
    // The second round goes on in the same breaths: the pace has eased, it does not start over.
    const second = roundEndTime(easing, first, 240_000, 0);
    expect(second).toBeCloseTo(clock.startOf(breathsBefore(clock, first + 240_000)), 6);
    expect(second - clock.startOf(breathsBefore(clock, first + 240_000) - 1)).toBeCloseTo(
      60_000 / 5.5,
      6,
    );
  });

  test('a pace that starts slower than its target still ends on a whole breath', () => {
    const quickening = { bpm: 6, ratio: [4, 6] as const, ramp: { fromBpm: 2, seconds: 600 } };
    const engine = new PacerEngine(quickening, 0);
    for (const seconds of [1, 20, 45, 70]) {
      const end = roundEndTime(quickening, 0, seconds * 1000);
      expect(engine.phaseAt(end - 1).phase, `${seconds} s`).toBe('exhale');
      expect(engine.phaseAt(end + 1).phase, `${seconds} s`).toBe('inhale');
    }
  });
});

describe('roundOver', () => {
  test.each([
    [0, 300_000, false],
    [299_000, 300_000, false],
    [300_000 - END_MARGIN_MS - 1, 300_000, false],
    [300_000 - END_MARGIN_MS, 300_000, true],
    [300_100, 300_000, true],
  ])('elapsed %s of %s → %s', (elapsed, end, over) => {
    expect(roundOver(elapsed, end)).toBe(over);
  });
});
