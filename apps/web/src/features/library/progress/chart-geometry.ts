import { RATING_STEPS } from '@resona/contract';
import { linearScale, round, type Frame } from '../../../components/chart/geometry.ts';

export { linePath, linearScale, type Frame } from '../../../components/chart/geometry.ts';

export interface Point {
  x: number;
  y: number;
  value: number;
  /** Position of the session or week in the data. */
  index: number;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
  index: number;
}

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (at least `floor`), for a bar axis. */
export function niceCeiling(value: number, floor = 10): number {
  const target = Math.max(floor, Number.isFinite(value) ? value : 0);
  const magnitude = 10 ** Math.floor(Math.log10(target));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= target) return step * magnitude;
  }
  return 10 * magnitude;
}

/** `count` + 1 evenly spaced ticks from 0 to max. */
export function ticks(max: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => Math.round(((max * i) / count) * 100) / 100);
}

const inner = (f: Frame) => ({
  x0: f.left,
  x1: f.width - f.right,
  y0: f.top,
  y1: f.height - f.bottom,
});

/** The x of the i-th of n evenly spread slots (centred when there is one). */
export function slotX(frame: Frame, index: number, count: number): number {
  const { x0, x1 } = inner(frame);
  return count <= 1 ? (x0 + x1) / 2 : linearScale([0, count - 1], [x0, x1])(index);
}

/** The y of a face rating 1..5 (5 at the top). */
export function ratingY(frame: Frame, rating: number): number {
  const { y0, y1 } = inner(frame);
  return linearScale([1, RATING_STEPS], [y1, y0])(rating);
}

/**
 * One series of ratings (before or after) as points, sessions in time order along x. Sessions
 * without that rating, or with one out of 1..5, have no point.
 */
export function ratingPoints(frame: Frame, ratings: readonly (number | null)[]): Point[] {
  const points: Point[] = [];
  ratings.forEach((value, index) => {
    if (value === null || value < 1 || value > RATING_STEPS) return;
    points.push({
      x: round(slotX(frame, index, ratings.length)),
      y: round(ratingY(frame, value)),
      value,
      index,
    });
  });
  return points;
}

/** Minutes per week as bars on a shared 0..max scale, one slot per week with a gap between. */
export function weekBars(
  frame: Frame,
  minutes: readonly number[],
  max: number,
  gapRatio = 0.3,
): Bar[] {
  const { x0, x1, y1 } = inner(frame);
  const count = minutes.length;
  if (count === 0) return [];
  const slot = (x1 - x0) / count;
  const width = slot * (1 - gapRatio);
  const y = linearScale([0, max > 0 ? max : 1], [y1, frame.top]);
  return minutes.map((raw, index) => {
    const value = Math.max(0, Number.isFinite(raw) ? raw : 0);
    const top = y(Math.min(value, max > 0 ? max : value));
    return {
      x: round(x0 + slot * index + (slot - width) / 2),
      y: round(top),
      width: round(width),
      height: round(y1 - top),
      value,
      index,
    };
  });
}

/**
 * Which of `count` evenly spread labels to draw so that none overlaps the next: every k-th, k
 * the fewest slots one label needs, counted back from the last (the newest is always named).
 */
export function labelledIndices(count: number, slotWidth: number, labelWidth: number): number[] {
  if (count <= 0) return [];
  const every = slotWidth > 0 ? Math.max(1, Math.ceil(labelWidth / slotWidth)) : count;
  const indices: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) indices.unshift(i);
  return indices;
}

/** The distance between neighbouring slots of `count` along the frame's x (its width for one). */
export function slotWidth(frame: Frame, count: number): number {
  const span = frame.width - frame.left - frame.right;
  return count <= 1 ? span : span / (count - 1);
}

/**
 * An x as drawn: the same in a left-to-right layout, reflected across the frame in a
 * right-to-left one (Arabic), where time runs from right to left and the axis is on the right.
 */
export function mirrorX(frame: Frame, x: number, rtl: boolean): number {
  return rtl ? round(frame.width - x) : x;
}

/** The mean of the ratings given, to one decimal; null when none. */
export function meanRating(ratings: readonly (number | null)[]): number | null {
  const given = ratings.filter((r): r is number => r !== null);
  if (given.length === 0) return null;
  return Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 10) / 10;
}
