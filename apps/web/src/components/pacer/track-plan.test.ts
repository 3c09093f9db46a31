import { describe, expect, it } from 'vitest';
import { PacerEngine } from './engine.ts';
import { layoutOf } from './pattern.ts';
import {
  MAX_TRACK_MS,
  breathStarts,
  clipFor,
  sampleAt,
  trackCycles,
  trackEvents,
  trackMs,
  unwrapPosition,
} from './track-plan.ts';

const PACES = [4.5, 5, 5.5, 6, 6.5];
const TWENTY_MINUTES = 20 * 60_000;

describe('the track’s events', () => {
  it.each(PACES)('at %s bpm are the engine’s boundaries over 20 minutes, in order', (bpm) => {
    const pattern = { bpm, ratio: [4, 6] as const };
    const events = trackEvents(pattern, 'guided', 0, TWENTY_MINUTES);
    const engine = new PacerEngine(pattern, 0);
    const boundaries = engine.boundariesBetween(0, TWENTY_MINUTES);
    expect(events.map((e) => e.atMs)).toEqual(boundaries.map((b) => b.time));
    // The closed form: breath n's inhale at n·60000/bpm, its exhale 0.4 of a breath later.
    const period = 60_000 / bpm;
    events.forEach((e, i) => {
      const n = Math.floor(i / 2);
      const at = e.phase === 'inhale' ? n * period : n * period + 0.4 * period;
      expect(e.atMs).toBeCloseTo(at, 6);
    });
    expect(events).toHaveLength(2 * Math.ceil(TWENTY_MINUTES / period));
  });

  it('say the phase for the guided voice, count for gentle counting, nothing without a voice', () => {
    const pattern = { bpm: 6, ratio: [1, 1] as const, holdIn: 1 };
    const [inhale, hold, exhale] = trackEvents(pattern, 'guided', 0, 10_000);
    expect([inhale?.clip, hold?.clip, exhale?.clip]).toEqual(['inhale', null, 'exhale']);
    expect(trackEvents(pattern, 'counting', 0, 10_000).map((e) => e.clip)).toEqual([
      'countIn',
      null,
      'countOut',
    ]);
    expect(trackEvents(pattern, null, 0, 10_000).every((e) => e.clip === null)).toBe(true);
    expect(clipFor('guided', 'hold-out')).toBeNull();
  });

  it('carry each phase’s length, so the tone fits inside it', () => {
    const [inhale, exhale] = trackEvents({ bpm: 5, ratio: [4, 6] }, null, 0, 12_000);
    expect(inhale?.phaseMs).toBeCloseTo(4_800, 9);
    expect(exhale?.phaseMs).toBeCloseTo(7_200, 9);
  });
});

describe('the looping decision', () => {
  it.each(PACES)(
    'a 5-minute round at %s bpm is rendered whole: the breaths of the round',
    (bpm) => {
      const pattern = { bpm };
      const cycles = trackCycles(pattern, 5 * 60_000);
      // The round ends on the first inhale at or after 5 minutes (session-end.ts).
      expect(trackMs(pattern, cycles)).toBeGreaterThanOrEqual(5 * 60_000);
      expect(trackMs(pattern, cycles - 1)).toBeLessThan(5 * 60_000);
    },
  );

  it('a longer or unlimited round loops the whole breaths that fit in the longest track', () => {
    const pattern = { bpm: 5.5 };
    const period = layoutOf(pattern).period;
    for (const roundMs of [TWENTY_MINUTES, Number.POSITIVE_INFINITY]) {
      const cycles = trackCycles(pattern, roundMs);
      expect(Number.isInteger(cycles)).toBe(true);
      expect(trackMs(pattern, cycles)).toBeLessThanOrEqual(MAX_TRACK_MS);
      expect(trackMs(pattern, cycles) + period).toBeGreaterThan(MAX_TRACK_MS);
    }
  });

  it('a round shorter than a breath still gets one breath', () => {
    expect(trackCycles({ bpm: 4.5 }, 1_000)).toBe(1);
  });

  it('unwraps the media’s position onto the loop nearest the engine’s', () => {
    const length = 60_000;
    expect(unwrapPosition(125_010, 5_000, length)).toBe(125_000);
    expect(unwrapPosition(119_990, 59_995, length)).toBe(119_995);
    // Just past the loop's end the media is back near 0, the engine just past a whole loop.
    expect(unwrapPosition(120_003, 2, length)).toBe(120_002);
    expect(unwrapPosition(59_998, 10, length)).toBe(60_010);
  });
});

describe('breaths', () => {
  it('start on whole samples, each within half a sample of its time, and end the track', () => {
    const period = 60_000 / 5.5;
    const cycles = Math.ceil(TWENTY_MINUTES / period);
    const starts = breathStarts(cycles, period, 16_000);
    expect(starts).toHaveLength(cycles + 1);
    expect(starts[0]).toBe(0);
    expect(starts.at(-1)).toBe(sampleAt(cycles * period, 16_000));
    starts.forEach((s, k) =>
      expect(Math.abs(s - (k * period * 16_000) / 1000)).toBeLessThanOrEqual(0.5),
    );
    // Each breath is one of two whole lengths, so one rendered breath fills every one.
    const lengths = new Set(starts.slice(1).map((s, k) => s - starts[k]!));
    expect([...lengths].sort()).toEqual([174_545, 174_546]);
  });

  it('round a time to the nearest sample', () => {
    expect(sampleAt(60_000 / 5.5, 16_000)).toBe(174_545);
    expect(sampleAt(1, 16_000)).toBe(16);
  });
});
