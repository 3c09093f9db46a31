import { describe, expect, it } from 'vitest';
import { PacerEngine } from './engine.ts';
import { breathClock } from './breath-clock.ts';
import { layoutOf } from './pattern.ts';
import {
  MAX_TRACK_MS,
  breathStarts,
  clipFor,
  heardPosition,
  leadBreaths,
  mediaPosition,
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

describe('a pace that eases down', () => {
  // 7 → 5.5 breaths a minute over 3 minutes, 4:6 (issue 30's example).
  const easing = { bpm: 5.5, ratio: [4, 6] as const, ramp: { fromBpm: 7, seconds: 180 } };
  const clock = breathClock(easing);
  const lead = leadBreaths(easing);
  const steadyPeriod = 60_000 / 5.5;

  it('leads in with the breaths that begin before the ramp ends, then breathes steadily', () => {
    expect(clock.startOf(lead - 1)).toBeLessThan(180_000);
    expect(clock.startOf(lead)).toBeGreaterThanOrEqual(180_000);
    // The integral of a pace going linearly from 7 to 5.5 over 3 minutes: 18.75 breaths.
    expect(lead).toBe(19);
    for (let n = lead; n < lead + 5; n++) {
      expect(clock.layoutOf(n).period).toBeCloseTo(steadyPeriod, 6);
    }
    expect(clock.layoutOf(lead - 1).period).not.toBeCloseTo(steadyPeriod, 0);
    expect(leadBreaths({ bpm: 5.5 })).toBe(0);
  });

  it('holds its whole lead-in and one steady breath, however short the round', () => {
    expect(trackCycles(easing, 30_000)).toBe(lead + 1);
  });

  it('holds a round’s breaths when they fit, ending on the first boundary at or after it', () => {
    const cycles = trackCycles(easing, 5 * 60_000);
    expect(trackMs(easing, cycles)).toBeGreaterThanOrEqual(5 * 60_000);
    expect(trackMs(easing, cycles - 1)).toBeLessThan(5 * 60_000);
  });

  it('an unlimited round holds the whole breaths that fit in the longest track', () => {
    const cycles = trackCycles(easing, Number.POSITIVE_INFINITY);
    expect(trackMs(easing, cycles)).toBeLessThanOrEqual(MAX_TRACK_MS);
    expect(trackMs(easing, cycles + 1)).toBeGreaterThan(MAX_TRACK_MS);
  });

  it('plays its lead-in once and loops the steady breaths after it', () => {
    const shape = { lengthMs: 300_000, loopFromMs: 180_000 };
    expect(mediaPosition(shape, 100_000)).toBe(100_000);
    expect(mediaPosition(shape, 299_000)).toBe(299_000);
    expect(mediaPosition(shape, 300_000)).toBe(180_000);
    expect(mediaPosition(shape, 430_000)).toBe(190_000);
    // A steady track loops whole, as before.
    expect(mediaPosition({ lengthMs: 60_000, loopFromMs: 0 }, 130_000)).toBe(10_000);
  });

  it('reads the media’s position on the pass of the loop nearest the engine’s', () => {
    const shape = { lengthMs: 300_000, loopFromMs: 180_000 };
    // In the lead-in the media's position is the engine's.
    expect(heardPosition(shape, 100_010, 100_000)).toBe(100_000);
    // Just past the end the media is back at the loop's start, the engine a loop further on.
    expect(heardPosition(shape, 300_003, 180_002)).toBe(300_002);
    expect(heardPosition(shape, 545_000, 185_000)).toBe(545_000);
    // The media still in its lead-in while the engine is far on: a large drift, sought.
    expect(heardPosition(shape, 400_000, 20_000)).toBe(20_000);
  });
});

describe('breaths', () => {
  it('start on whole samples, each within half a sample of its time, and end the track', () => {
    const period = 60_000 / 5.5;
    const cycles = Math.ceil(TWENTY_MINUTES / period);
    const starts = breathStarts(cycles, (k) => k * period, 16_000);
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
