import { describe, expect, test } from 'vitest';
import {
  labelledIndices,
  linePath,
  mirrorX,
  linearScale,
  meanRating,
  niceCeiling,
  ratingPoints,
  ratingY,
  slotWidth,
  slotX,
  ticks,
  weekBars,
  type Frame,
} from './chart-geometry.ts';

const frame: Frame = { width: 120, height: 60, top: 10, right: 10, bottom: 10, left: 10 };

describe('linearScale', () => {
  test.each([
    [[0, 10], [0, 100], 5, 50],
    [[0, 10], [100, 0], 2, 80],
    [[1, 5], [50, 10], 5, 10],
    [[1, 5], [50, 10], 1, 50],
    [[3, 3], [0, 100], 3, 50],
  ] as const)('%j → %j at %s is %s', (domain, range, value, expected) => {
    expect(linearScale(domain, range)(value)).toBeCloseTo(expected);
  });
});

describe('niceCeiling and ticks', () => {
  test.each([
    [0, 10],
    [3, 10],
    [10, 10],
    [11, 20],
    [21, 50],
    [51, 100],
    [140, 200],
    [999, 1000],
    [Number.NaN, 10],
  ])('%s → %s', (value, expected) => {
    expect(niceCeiling(value)).toBe(expected);
  });

  test('ticks spread evenly from zero', () => {
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(ticks(10, 2)).toEqual([0, 5, 10]);
  });
});

describe('rating geometry', () => {
  test.each([
    [5, 10],
    [3, 30],
    [1, 50],
  ])('rating %s sits at y %s', (rating, y) => {
    expect(ratingY(frame, rating)).toBeCloseTo(y);
  });

  test.each([
    [0, 1, 60],
    [0, 3, 10],
    [1, 3, 60],
    [2, 3, 110],
  ])('slot %s of %s is at x %s', (index, count, x) => {
    expect(slotX(frame, index, count)).toBeCloseTo(x);
  });

  test('sessions without a rating, or out of range, have no point', () => {
    const points = ratingPoints(frame, [1, null, 5, 7]);
    expect(points.map((p) => [p.index, p.value, p.x, p.y])).toEqual([
      [0, 1, 10, 50],
      [2, 5, 76.67, 10],
    ]);
  });

  test('a path joins the points in order', () => {
    expect(linePath(ratingPoints(frame, [1, 3, 5]))).toBe('M10 50 L60 30 L110 10');
    expect(linePath([])).toBe('');
  });

  test.each([
    [[], null],
    [[null, null], null],
    [[2, 3, null], 2.5],
    [[1, 2, 2], 1.7],
  ])('mean of %j is %s', (ratings, mean) => {
    expect(meanRating(ratings)).toBe(mean);
  });
});

describe('weekBars', () => {
  test('one slot per week, heights on the shared scale', () => {
    const bars = weekBars(frame, [0, 20, 40, 10], 40, 0.5);
    expect(bars.map((b) => [b.x, b.width, b.y, b.height])).toEqual([
      [16.25, 12.5, 50, 0],
      [41.25, 12.5, 30, 20],
      [66.25, 12.5, 10, 40],
      [91.25, 12.5, 40, 10],
    ]);
  });

  test('values over the maximum are capped, negative and odd values are zero', () => {
    const bars = weekBars(frame, [80, -5, Number.NaN], 40);
    expect(bars.map((b) => b.height)).toEqual([40, 0, 0]);
    expect(bars.map((b) => b.value)).toEqual([80, 0, 0]);
  });

  test('no weeks, no bars; a zero maximum draws nothing tall', () => {
    expect(weekBars(frame, [], 10)).toEqual([]);
    expect(weekBars(frame, [0, 0], 0).every((b) => b.height === 0)).toBe(true);
  });
});

describe('date labels and the mirrored layout', () => {
  test('labels that fit are all drawn', () => {
    expect(labelledIndices(4, 80, 70)).toEqual([0, 1, 2, 3]);
  });

  test('crowded labels are thinned from the newest back, so none overlaps', () => {
    expect(labelledIndices(7, 30, 70)).toEqual([0, 3, 6]);
    expect(labelledIndices(6, 30, 70)).toEqual([2, 5]);
    expect(labelledIndices(0, 30, 70)).toEqual([]);
    expect(labelledIndices(1, 0, 70)).toEqual([0]);
  });

  test('slot width spreads the plot over the gaps between points', () => {
    expect(slotWidth(frame, 5)).toBe(25);
    expect(slotWidth(frame, 1)).toBe(100);
  });

  test('right to left reflects x across the frame; left to right keeps it', () => {
    expect(mirrorX(frame, 10, false)).toBe(10);
    expect(mirrorX(frame, 10, true)).toBe(110);
    expect(mirrorX(frame, slotX(frame, 0, 3), true)).toBe(110);
  });
});
