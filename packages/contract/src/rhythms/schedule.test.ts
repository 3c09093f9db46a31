import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionBreaths, sessionSeconds } from './length.ts';
import { RHYTHM_LIMITS as L } from './limits.ts';
import { paceOf, ZRhythmDefinition, type TRhythmRamp, type TRhythmTiming } from './rhythm.ts';
import {
  breathCues,
  breathsAt,
  paceAt,
  positionAt,
  scheduleOf,
  timeAtBreaths,
} from './schedule.ts';
import { RHYTHM_STARTING_POINTS } from './starting-points.ts';

const tenths = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 10), max: Math.round(max * 10) }).map((n) => n / 10);

const phasesTiming = fc.record({
  kind: fc.constant('phases' as const),
  inhale: tenths(L.breathSeconds.min, L.breathSeconds.max),
  hold_in: tenths(L.holdSeconds.min, L.holdSeconds.max),
  exhale: tenths(L.breathSeconds.min, L.breathSeconds.max),
  hold_out: tenths(L.holdSeconds.min, L.holdSeconds.max),
});
const paceTiming = fc.record({
  kind: fc.constant('pace' as const),
  pace: tenths(L.pace.min, L.pace.max),
  inhale_part: tenths(L.ratioPart.min, L.ratioPart.max),
  exhale_part: tenths(L.ratioPart.min, L.ratioPart.max),
  hold_in: tenths(L.holdSeconds.min, L.holdSeconds.max),
  hold_out: tenths(L.holdSeconds.min, L.holdSeconds.max),
});
/** Any rhythm the schema accepts, with or without a ramp. */
const validRhythm = fc
  .record({
    timing: fc.oneof(phasesTiming, paceTiming),
    ramp: fc.option(
      fc.record({
        from_pace: tenths(L.pace.min, L.pace.max),
        minutes: tenths(L.rampMinutes.min, L.rampMinutes.max),
      }),
      { nil: null },
    ),
  })
  .filter((r) => ZRhythmDefinition.safeParse(r).success);

const timings = RHYTHM_STARTING_POINTS.flatMap((p) => (p.timing ? [p.timing] : []));

describe('a rhythm in closed form', () => {
  it('reads the pace of either form: 4-7-8 is 3.16 breaths a minute, Coherent 5.5 is 5.5', () => {
    const of = (key: string) => RHYTHM_STARTING_POINTS.find((p) => p.key === key)!.timing!;
    expect(paceOf(of('4-7-8')).toFixed(2)).toBe('3.16');
    expect(paceOf(of('coherent'))).toBe(5.5);
    expect(paceOf(of('box'))).toBe(3.75);
    expect(paceOf(of('extended-exhale'))).toBe(6);
  });

  it('accepts every starting point as it is', () => {
    for (const timing of timings) {
      expect(ZRhythmDefinition.safeParse({ timing, ramp: null }).success).toBe(true);
    }
  });

  it('fills each breath exactly with its phases, in order, for any valid rhythm', () => {
    fc.assert(
      fc.property(validRhythm, ({ timing, ramp }) => {
        const r = scheduleOf(timing as TRhythmTiming, ramp as TRhythmRamp | null);
        expect(r.slots[0]!.from).toBe(0);
        expect(r.slots.at(-1)!.to).toBe(1);
        for (let i = 1; i < r.slots.length; i++) {
          expect(r.slots[i]!.from).toBe(r.slots[i - 1]!.to);
          expect(r.slots[i]!.to).toBeGreaterThan(r.slots[i]!.from);
        }
        // A breath at the rhythm's own pace lasts 60 / pace seconds, its phases end to end.
        const late = timeAtBreaths(r, 1000);
        const cues = breathCues(r, 1000);
        expect(cues[0]!.at).toBeCloseTo(late, 9);
        expect(cues.at(-1)!.end - cues[0]!.at).toBeCloseTo(60 / r.pace, 6);
      }),
      { numRuns: 300 },
    );
  });

  it('counts as many breaths as the integral of the pace, and times them by its inverse', () => {
    fc.assert(
      fc.property(validRhythm, fc.double({ min: 0, max: 3600, noNaN: true }), (def, t) => {
        const r = scheduleOf(def.timing as TRhythmTiming, def.ramp as TRhythmRamp | null);
        // The integral by the trapezoid rule on a grid with a point at the ramp's end: the pace
        // is linear on each side of it, so each step is exact (a grid across that corner was
        // off by up to 0.005 breaths, the test's own error, on a fast ramp over a long session).
        const corner = r.ramp && r.ramp.seconds < t ? [r.ramp.seconds] : [];
        const points = [0, ...corner, t];
        let integral = 0;
        for (let k = 0; k + 1 < points.length; k++) {
          const [from, to] = [points[k]!, points[k + 1]!];
          const steps = 1000;
          for (let i = 0; i < steps; i++) {
            const t0 = from + ((to - from) * i) / steps;
            const t1 = from + ((to - from) * (i + 1)) / steps;
            integral += ((paceAt(r, t0) + paceAt(r, t1)) / 2 / 60) * (t1 - t0);
          }
        }
        expect(breathsAt(r, t)).toBeCloseTo(integral, 2);
        expect(timeAtBreaths(r, breathsAt(r, t))).toBeCloseTo(t, 6);
      }),
      { numRuns: 200 },
    );
  });

  it('eases 7 → 5.5 breaths a minute over 3 minutes with no step in the pace', () => {
    const r = scheduleOf(
      { kind: 'pace', pace: 5.5, inhale_part: 1, exhale_part: 1, hold_in: 0, hold_out: 0 },
      { from_pace: 7, minutes: 3 },
    );
    expect(paceAt(r, 0)).toBe(7);
    expect(paceAt(r, 90)).toBeCloseTo(6.25, 12);
    expect(paceAt(r, 180)).toBe(5.5);
    expect(paceAt(r, 600)).toBe(5.5);
    // 3 minutes at an average of 6.25 breaths a minute: 18.75 breaths.
    expect(breathsAt(r, 180)).toBeCloseTo(18.75, 12);
    // Each breath of the ramp is longer than the one before, never cut short.
    let previous = 0;
    for (let k = 1; k < 40; k++) {
      const length = timeAtBreaths(r, k) - timeAtBreaths(r, k - 1);
      expect(length).toBeGreaterThanOrEqual(previous - 1e-9);
      previous = length;
    }
  });

  it('tells where the breath is: the phase and how far into it', () => {
    const r = scheduleOf({ kind: 'phases', inhale: 4, hold_in: 7, exhale: 8, hold_out: 0 }, null);
    expect(positionAt(r, 0)).toEqual({ breath: 0, phase: 'inhale', progress: 0 });
    expect(positionAt(r, 2)).toMatchObject({ breath: 0, phase: 'inhale' });
    expect(positionAt(r, 2).progress).toBeCloseTo(0.5, 12);
    expect(positionAt(r, 5)).toMatchObject({ phase: 'hold-in' });
    expect(positionAt(r, 15)).toMatchObject({ phase: 'exhale' });
    expect(positionAt(r, 15).progress).toBeCloseTo(0.5, 12);
    expect(positionAt(r, 19)).toMatchObject({ breath: 1, phase: 'inhale', progress: 0 });
  });
});

describe('a session of a rhythm', () => {
  const box = scheduleOf({ kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 }, null);

  it('ends a timed session at the end of the breath under way, never mid-breath', () => {
    // 1 minute of 16-second breaths: the fourth breath ends at 64 s.
    expect(sessionBreaths(box, { kind: 'minutes', minutes: 1 })).toBe(4);
    expect(sessionSeconds(box, { kind: 'minutes', minutes: 1 })).toBeCloseTo(64, 9);
    // 4 minutes are exactly 15 breaths: no sixteenth.
    expect(sessionBreaths(box, { kind: 'minutes', minutes: 4 })).toBe(15);
  });

  it('lasts exactly its breaths, or is open-ended', () => {
    expect(sessionBreaths(box, { kind: 'breaths', breaths: 10 })).toBe(10);
    expect(sessionSeconds(box, { kind: 'breaths', breaths: 10 })).toBeCloseTo(160, 9);
    expect(sessionBreaths(box, { kind: 'open' })).toBeNull();
    expect(sessionSeconds(box, { kind: 'open' })).toBeNull();
  });

  it('runs a timed session at most one breath over, for any valid rhythm', () => {
    fc.assert(
      fc.property(validRhythm, fc.integer({ min: 1, max: 120 }), (def, minutes) => {
        const r = scheduleOf(def.timing as TRhythmTiming, def.ramp as TRhythmRamp | null);
        const seconds = sessionSeconds(r, { kind: 'minutes', minutes })!;
        const breaths = sessionBreaths(r, { kind: 'minutes', minutes })!;
        expect(Number.isInteger(breaths)).toBe(true);
        expect(seconds).toBeGreaterThanOrEqual(minutes * 60 - 1e-6);
        expect(seconds - minutes * 60).toBeLessThan(
          timeAtBreaths(r, breaths) - timeAtBreaths(r, breaths - 1) + 1e-6,
        );
      }),
      { numRuns: 200 },
    );
  });
});
