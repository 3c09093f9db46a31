import { describe, expect, it } from 'vitest';
import {
  breathCues,
  positionAt,
  RHYTHM_STARTING_POINTS,
  scheduleOf,
  type TRhythmRamp,
  type TRhythmTiming,
} from '@resona/contract';
import { PacerEngine } from './engine.ts';
import { breathOffset } from './guide-keyframes.ts';
import { slotTime } from './pattern.ts';
import { patternOfRhythm } from './rhythm-pattern.ts';

const MINUTE = 60_000;
const coherent: TRhythmTiming = {
  kind: 'pace',
  pace: 5.5,
  inhale_part: 1,
  exhale_part: 1,
  hold_in: 0,
  hold_out: 0,
};
const easing: TRhythmRamp = { from_pace: 7, minutes: 3 };

/** Every phase onset of the rhythm's closed form (the contract's schedule) before `until` ms. */
function closedForm(timing: TRhythmTiming, ramp: TRhythmRamp | null, start: number, until: number) {
  const r = scheduleOf(timing, ramp);
  const onsets: { phase: string; time: number }[] = [];
  for (let k = 0; ; k++) {
    const cues = breathCues(r, k);
    if (start + cues[0]!.at * 1000 >= until) return onsets;
    for (const c of cues) {
      if (start + c.at * 1000 < until) onsets.push({ phase: c.phase, time: start + c.at * 1000 });
    }
  }
}

const cases: [string, TRhythmTiming, TRhythmRamp | null][] = [
  ...RHYTHM_STARTING_POINTS.flatMap((p) =>
    p.timing ? [[p.key, p.timing, null] as [string, TRhythmTiming, null]] : [],
  ),
  ['Coherent 5.5 easing down from 7 over 3 minutes', coherent, easing],
  [
    '4-7-8 easing down from 6 over 5 minutes',
    { kind: 'phases', inhale: 4, hold_in: 7, exhale: 8, hold_out: 0 },
    { from_pace: 6, minutes: 5 },
  ],
];

describe('the pacer breathing a rhythm', () => {
  it.each(cases)(
    'puts every phase onset of %s within 1 ms of the closed form over 20 minutes',
    (_, timing, ramp) => {
      const start = 2500;
      const engine = new PacerEngine(patternOfRhythm(timing, ramp), start);
      const end = start + 20 * MINUTE;
      // Asked window by window, as the player asks while it plays.
      const seen = [];
      for (let t = start; t < end; t += 977) {
        seen.push(...engine.boundariesBetween(t, Math.min(end, t + 977)));
      }
      const expected = closedForm(timing, ramp, start, end);
      expect(seen.map((b) => b.phase)).toEqual(expected.map((e) => e.phase));
      let worst = 0;
      seen.forEach((b, i) => (worst = Math.max(worst, Math.abs(b.time - expected[i]!.time))));
      expect(worst).toBeLessThan(1);
    },
  );

  it('eases from 7 to 5.5 breaths a minute, each breath a little longer, none cut short', () => {
    const engine = new PacerEngine(patternOfRhythm(coherent, easing), 0);
    expect(engine.phaseAt(0).bpm).toBeCloseTo(7, 1);
    expect(engine.phaseAt(5 * MINUTE).bpm).toBeCloseTo(5.5, 9);
    const inhales = engine.boundariesBetween(0, 6 * MINUTE).filter((b) => b.phase === 'inhale');
    for (let i = 2; i < inhales.length; i++) {
      const before = inhales[i - 1]!.time - inhales[i - 2]!.time;
      const now = inhales[i]!.time - inhales[i - 1]!.time;
      expect(now).toBeGreaterThanOrEqual(before - 1e-6);
    }
    // 3 minutes at an average of 6.25 breaths a minute is 18.75 breaths: the 19th starts after.
    expect(engine.phaseAt(3 * MINUTE).cycle).toBe(18);
  });

  it('holds its place through a pause, and its phase state agrees with its boundaries', () => {
    const engine = new PacerEngine(patternOfRhythm(coherent, easing), 0);
    engine.pause(60_000);
    engine.resume(90_000);
    const list = engine.boundariesBetween(0, 4 * MINUTE);
    for (const b of list) {
      const s = engine.phaseAt(b.time);
      expect(s.phase).toBe(b.phase);
      expect(s.cycle).toBe(b.cycle);
      expect(s.progress).toBeCloseTo(0, 6);
    }
    // The pause moved everything after it by 30 s.
    const plain = new PacerEngine(patternOfRhythm(coherent, easing), 0).boundariesBetween(
      60_000,
      4 * MINUTE - 30_000,
    );
    const after = list.filter((b) => b.time > 90_000);
    expect(after.length).toBeGreaterThan(20);
    after.slice(0, plain.length).forEach((b, i) => {
      expect(b.time - 30_000).toBeCloseTo(plain[i]!.time, 6);
      expect(b.phase).toBe(plain[i]!.phase);
    });
  });

  it('starts a rhythm that eases down at the next whole breath when the player switches to it', () => {
    const engine = new PacerEngine({ bpm: 6 }, 0);
    const at = engine.setPattern(patternOfRhythm(coherent, easing), 4000);
    expect(at).toBe(10_000);
    expect(engine.phaseAt(at).bpm).toBeCloseTo(7, 1);
    expect(engine.phaseAt(at - 1).bpm).toBe(6);
  });
});

describe('within a phase of a ramp', () => {
  it('the guide is where the contract’s closed form says, at every moment, not only at turns', () => {
    const r = scheduleOf(coherent, { from_pace: 7, minutes: 0.5 });
    const engine = new PacerEngine(patternOfRhythm(coherent, { from_pace: 7, minutes: 0.5 }), 0);
    // Every 37 ms through the ramp, where a phase's time and its share of the breath part most.
    for (let t = 0; t < 40_000; t += 37) {
      const truth = positionAt(r, t / 1000);
      const state = engine.phaseAt(t);
      expect(state.cycle, `${t} ms`).toBe(truth.breath);
      expect(state.phase, `${t} ms`).toBe(truth.phase);
      expect(state.progress, `${t} ms`).toBeCloseTo(truth.progress, 9);
    }
  });

  it('the compositor’s keyframes and the engine’s progress read each other back', () => {
    const engine = new PacerEngine(patternOfRhythm(coherent, easing), 0);
    for (const t of [1_000, 7_777, 12_345, 90_000, 179_000]) {
      const state = engine.phaseAt(t);
      const layout = engine.layoutAt(t);
      const breathStart = state.phaseStart - slotTime(layout, indexOf(layout, state.phase), 0);
      expect(breathOffset(layout, state) + breathStart).toBeCloseTo(t, 6);
    }
  });
});

const indexOf = (layout: { slots: readonly { phase: string }[] }, phase: string) =>
  layout.slots.findIndex((s) => s.phase === phase);
