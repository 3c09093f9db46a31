/**
 * One breath of the guide as Web Animations keyframes, and the arithmetic that keeps those
 * animations on the engine's clock. Pure: no DOM, so the numbers are tested without a browser.
 *
 * The compositor plays the keyframes over and over (one iteration = one breath), so it goes on
 * drawing while the main thread is busy. Every keyframe comes from the same functions the engine
 * and the frame-by-frame drawing use (breathLevel, guideScale, ringTurns), sampled, never retyped.
 */
import type { PhaseState } from './engine.ts';
import { guideScale, ringTurns, waveLevelTransform } from './guide-geometry.ts';
import { breathLevel, slotTime } from './pattern.ts';
import type { BreathLayout } from './pattern.ts';

/**
 * Samples per inhale or exhale. The breath is a half cosine, which no cubic Bézier matches; linear
 * pieces between n samples miss it by at most π² / (16 n²) of the travel: 0.11 % at 24.
 */
export const SAMPLES_PER_PHASE = 24;

/** The worst error of linear pieces between `samples` points of the half cosine, as a fraction. */
export function sampledBreathErrorBound(samples: number): number {
  return (Math.PI * Math.PI) / (16 * samples * samples);
}

/** A point of the breath: `offset` 0..1 through the breath, lung fullness 0..1. */
export interface BreathPoint {
  offset: number;
  breath: number;
}

type Keyframe = { offset: number } & Record<string, string | number>;

function offsetOf(layout: BreathLayout, i: number, progress: number): number {
  return Math.min(1, slotTime(layout, i, progress) / layout.period);
}

/**
 * Lung fullness through one breath: SAMPLES_PER_PHASE + 1 points through each inhale and exhale,
 * the two ends of each hold (the breath is flat there). Offsets never decrease; a point that
 * repeats the one before it (the end of a phase is the start of the next) is left out.
 */
export function breathPoints(layout: BreathLayout, samples = SAMPLES_PER_PHASE): BreathPoint[] {
  const points: BreathPoint[] = [];
  for (const [i, slot] of layout.slots.entries()) {
    const moving = slot.phase === 'inhale' || slot.phase === 'exhale';
    const steps = moving ? samples : 1;
    for (let k = 0; k <= steps; k++) {
      const point = {
        offset: offsetOf(layout, i, k / steps),
        breath: breathLevel(slot.phase, k / steps),
      };
      const last = points.at(-1);
      if (last && last.offset === point.offset && last.breath === point.breath) continue;
      points.push(point);
    }
  }
  return points;
}

/** The orb's or the square's keyframes: a scale that follows the breath. */
export function scaleKeyframes(layout: BreathLayout): Keyframe[] {
  return breathPoints(layout).map(({ offset, breath }) => ({
    offset,
    transform: `scale(${guideScale(breath).toFixed(5)})`,
  }));
}

/** The wave's level layer: it rises and falls with the breath. */
export function waveLevelKeyframes(layout: BreathLayout): Keyframe[] {
  return breathPoints(layout).map(({ offset, breath }) => ({
    offset,
    transform: waveLevelTransform(breath),
  }));
}

/**
 * Progress through a phase where a half ring starts to show: a half not turned at all is hidden
 * (no dot at the top), and opacity goes from 0 to 1 over this sliver (well under a millisecond).
 */
const SHOW = 1e-4;

/**
 * The two half rings ([right, left]) through one breath: each phase, the right half turns 0–180°
 * in its first half and the left half in its second (ringTurns), then both start over at the
 * next phase (two keyframes at one offset: a jump). Rotation is linear in progress, so five
 * points per phase draw it exactly.
 */
export function ringKeyframes(layout: BreathLayout): [Keyframe[], Keyframe[]] {
  const right: Keyframe[] = [];
  const left: Keyframe[] = [];
  for (const i of layout.slots.keys()) {
    for (const progress of [0, SHOW, 0.5, 0.5 + SHOW, 1]) {
      const offset = offsetOf(layout, i, progress);
      const turns = ringTurns(progress);
      [right, left].forEach((frames, i) => {
        const turn = turns[i]!;
        frames.push({
          offset,
          transform: `rotate(${turn.toFixed(3)}deg)`,
          opacity: turn > 0 ? 1 : 0,
        });
      });
    }
  }
  return [right, left];
}

/** Where the picture is within the breath under way, in ms since that breath began. */
export function breathOffset(
  layout: BreathLayout,
  state: Pick<PhaseState, 'phase' | 'progress'>,
): number {
  const i = Math.max(
    0,
    layout.slots.findIndex((s) => s.phase === state.phase),
  );
  return slotTime(layout, i, state.progress);
}

/** True when two layouts describe the same breath (then the animations can stay). */
export function sameLayout(a: BreathLayout, b: BreathLayout): boolean {
  return (
    a.period === b.period &&
    a.slots.length === b.slots.length &&
    a.slots.every((s, i) => {
      const o = b.slots[i]!;
      return s.phase === o.phase && s.offset === o.offset && s.duration === o.duration;
    })
  );
}

/** How far an animation's time is ahead (+) of where the engine is, on the circle of one breath. */
export function cycleError(animationTime: number, wanted: number, period: number): number {
  const diff = (((animationTime - wanted) % period) + period) % period;
  return diff > period / 2 ? diff - period : diff;
}

/** One frame at 60 Hz: a smaller mismatch than this cannot be told from frame timing. */
export const FRAME_MS = 1000 / 60;
/** Within an animation frame whose time the engine was asked about, the match can be exact. */
export const EXACT_MS = 1;

/**
 * Whether an animation must be moved to the engine's time. `exact` is true when the engine was
 * asked about the very instant the document timeline shows (an animation frame on one clock):
 * then a millisecond is too much. Otherwise the two readings may be a task apart, or the engine
 * may follow another clock (a media element's); a frame is the tolerance there, so small wobbles
 * of that mapping do not restart the animation, and a shift of the mapping (a seek, a resync, a
 * clock jumped forward) is followed at the next frame the main thread runs.
 */
export function needsCorrection(
  animationTime: number | null,
  wanted: number,
  period: number,
  exact: boolean,
): boolean {
  if (animationTime === null || !Number.isFinite(animationTime)) return true;
  const error = Math.abs(cycleError(animationTime, wanted, period));
  return error > (exact ? EXACT_MS : FRAME_MS);
}
