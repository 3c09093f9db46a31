import { describe, expect, it } from 'vitest';
import { PacerEngine } from './engine.ts';
import { guideScale, ringTurns } from './guide-geometry.ts';
import {
  EXACT_MS,
  FRAME_MS,
  SAMPLES_PER_PHASE,
  breathOffset,
  breathPoints,
  cycleError,
  needsCorrection,
  ringKeyframes,
  sameLayout,
  sampledBreathErrorBound,
  scaleKeyframes,
} from './guide-keyframes.ts';
import { layoutOf } from './pattern.ts';
import type { BreathPattern } from './pattern.ts';
import { seededRandom } from './test-utils.ts';

const PATTERNS: BreathPattern[] = [
  { bpm: 5.5, ratio: [4, 6] },
  { bpm: 4.5 },
  { bpm: 6, ratio: [4, 6], holdIn: 2, holdOut: 1 },
  { bpm: 3.75, ratio: [4, 4], holdIn: 4, holdOut: 4 },
];

type Frame = { offset: number } & Record<string, string | number>;

/**
 * A keyframe list's value at `offset`, as Web Animations computes it: linear between the
 * keyframes around it; where several share an offset, the last one holds from there on.
 */
function valueAt(frames: Frame[], offset: number, read: (f: Frame) => number): number {
  let i = 0;
  while (i + 1 < frames.length && frames[i + 1]!.offset <= offset) i++;
  const a = frames[i]!;
  const b = frames[i + 1];
  if (!b || b.offset === a.offset) return read(a);
  const f = (offset - a.offset) / (b.offset - a.offset);
  return read(a) + f * (read(b) - read(a));
}

const number = (pattern: RegExp) => (f: Frame) => Number(pattern.exec(String(f.transform))?.[1]);
const scaleOf = number(/scale\(([\d.]+)\)/);
const turnOf = number(/rotate\(([\d.]+)deg\)/);

describe('the guide as keyframes of one breath', () => {
  it('puts each phase boundary where the engine closed form puts it', () => {
    for (const pattern of PATTERNS) {
      const layout = layoutOf(pattern);
      const period = 60_000 / pattern.bpm;
      const engine = new PacerEngine(pattern, 1000);
      const boundaries = engine.boundariesBetween(1000, 1000 + period);
      const points = breathPoints(layout);
      const [right] = ringKeyframes(layout);
      expect(points[0]!.offset).toBe(0);
      expect(points.at(-1)!.offset).toBe(1);
      // Closed form: a phase starts after the parts before it, as a share of all the parts.
      const [inhale, exhale] = pattern.ratio ?? [1, 1];
      const parts = [inhale, pattern.holdIn ?? 0, exhale, pattern.holdOut ?? 0];
      const total = parts.reduce((s, p) => s + p, 0);
      let before = 0;
      const starts: number[] = [];
      for (const p of parts) {
        if (p > 0) starts.push(before / total);
        before += p;
      }
      expect(boundaries.map((b) => (b.time - 1000) / period)).toEqual(
        starts.map((s) => expect.closeTo(s, 12)),
      );
      for (const b of boundaries) {
        const offset = (b.time - 1000) / period;
        // The breath is at its turning value exactly on the boundary, and the ring starts over.
        const point = points.find((p) => Math.abs(p.offset - offset) < 1e-12);
        expect(point?.breath).toBe(engine.phaseAt(b.time).breath);
        const atRing = right.filter((f) => Math.abs(f.offset - offset) < 1e-12);
        expect(atRing.map(turnOf).at(-1)).toBe(0);
      }
    }
  });

  it('follows the engine half cosine within the stated bound, far under 1 % of the travel', () => {
    const bound = sampledBreathErrorBound(SAMPLES_PER_PHASE);
    expect(bound).toBeLessThan(0.0015);
    const random = seededRandom(7);
    for (const pattern of PATTERNS) {
      const layout = layoutOf(pattern);
      const engine = new PacerEngine(pattern, 0);
      const frames = breathPoints(layout).map((p) => ({ offset: p.offset, breath: p.breath }));
      let worst = 0;
      for (let i = 0; i < 20_000; i++) {
        const offset = random();
        const drawn = valueAt(frames, offset, (f) => Number(f.breath));
        worst = Math.max(worst, Math.abs(drawn - engine.phaseAt(offset * layout.period).breath));
      }
      expect(worst).toBeLessThanOrEqual(bound + 1e-12);
      expect(worst).toBeGreaterThan(bound / 2);
    }
    // Fewer samples, larger error: the bound is what sets the sample count.
    expect(sampledBreathErrorBound(8)).toBeLessThan(0.01);
    expect(sampledBreathErrorBound(7)).toBeGreaterThan(0.01);
  });

  it('scales the orb and turns the ring as the frame-by-frame drawing does', () => {
    const random = seededRandom(11);
    for (const pattern of PATTERNS) {
      const layout = layoutOf(pattern);
      const engine = new PacerEngine(pattern, 0);
      const scale = scaleKeyframes(layout);
      const [right, left] = ringKeyframes(layout);
      const travel = guideScale(1) - guideScale(0);
      for (let i = 0; i < 5000; i++) {
        const offset = random();
        const state = engine.phaseAt(offset * layout.period);
        const drawn = valueAt(scale, offset, scaleOf);
        expect(Math.abs(drawn - guideScale(state.breath)) / travel).toBeLessThan(0.002);
        const [r, l] = ringTurns(state.progress);
        expect(valueAt(right, offset, turnOf)).toBeCloseTo(r, 1);
        expect(valueAt(left, offset, turnOf)).toBeCloseTo(l, 1);
        // A half shows only once it has turned (opacity rises over a 0.036° sliver).
        const opacity = valueAt(left, offset, (f) => Number(f.opacity));
        if (l === 0) expect(opacity).toBe(0);
        if (l > 0.036) expect(opacity).toBe(1);
      }
      for (const frames of [scale, right, left]) {
        frames.forEach(
          (f, k) => k > 0 && expect(f.offset).toBeGreaterThanOrEqual(frames[k - 1]!.offset),
        );
      }
    }
  });
});

describe('keeping the animations on the engine time', () => {
  it('finds where the picture is within the breath, as active time modulo the period', () => {
    const random = seededRandom(3);
    for (const pattern of PATTERNS) {
      const engine = new PacerEngine(pattern, 500);
      const layout = engine.layoutAt(500);
      for (let i = 0; i < 2000; i++) {
        const t = 500 + random() * 3_600_000;
        const expected = engine.activeTime(t) % layout.period;
        expect(breathOffset(layout, engine.phaseAt(t))).toBeCloseTo(expected, 5);
      }
    }
  });

  it('measures the mismatch around the circle of one breath', () => {
    expect(cycleError(1000, 1000, 10_000)).toBe(0);
    expect(cycleError(1010, 1000, 10_000)).toBe(10);
    expect(cycleError(990, 1000, 10_000)).toBe(-10);
    // Whole breaths apart is no mismatch: the animation repeats.
    expect(cycleError(31_000, 1000, 10_000)).toBe(0);
    expect(cycleError(9995, 5, 10_000)).toBe(-10);
    expect(cycleError(5, 9995, 10_000)).toBe(10);
  });

  it('moves the animations only when they are off by more than the tolerance', () => {
    const period = 60_000 / 5.5;
    expect(needsCorrection(null, 0, period, false)).toBe(true);
    expect(needsCorrection(1000 + FRAME_MS - 0.1, 1000, period, false)).toBe(false);
    expect(needsCorrection(1000 + FRAME_MS + 0.1, 1000, period, false)).toBe(true);
    expect(needsCorrection(1000 + EXACT_MS / 2, 1000, period, true)).toBe(false);
    expect(needsCorrection(1000 + 2, 1000, period, true)).toBe(true);
    expect(needsCorrection(period - 1, 4, period, false)).toBe(false);
  });

  it('follows a shift of the engine time mapping and leaves a steady animation alone', () => {
    // An animation placed on the timeline at engine start; the engine's clock is then mapped
    // to another (a media element) that moves 40 ms, then wobbles by 3 ms.
    const pattern: BreathPattern = { bpm: 5.5, ratio: [4, 6] };
    const engine = new PacerEngine(pattern, 0);
    const layout = engine.layoutAt(0);
    const startTime = 0;
    const animationTime = (timeline: number) => timeline - startTime;
    const check = (timeline: number, engineNow: number, exact: boolean) =>
      needsCorrection(
        animationTime(timeline),
        breathOffset(layout, engine.phaseAt(engineNow)),
        layout.period,
        exact,
      );
    for (const t of [16.7, 5000, 123_456]) {
      expect(check(t, t, true)).toBe(false);
      expect(check(t, t + 3, false)).toBe(false);
      expect(check(t, t - 40, false)).toBe(true);
      expect(check(t, t + 40, false)).toBe(true);
    }
  });

  it('tells a pace change from the breath under way', () => {
    const engine = new PacerEngine({ bpm: 5.5, ratio: [4, 6] }, 0);
    const period = 60_000 / 5.5;
    const at = engine.setPattern({ bpm: 6, ratio: [4, 6] }, 1000);
    expect(at).toBeCloseTo(period, 9);
    expect(sameLayout(engine.layoutAt(1000), layoutOf({ bpm: 5.5, ratio: [4, 6] }))).toBe(true);
    expect(sameLayout(engine.layoutAt(at + 1), layoutOf({ bpm: 6, ratio: [4, 6] }))).toBe(true);
    expect(sameLayout(engine.layoutAt(at + 1), engine.layoutAt(1000))).toBe(false);
  });
});
