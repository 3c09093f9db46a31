import { describe, expect, test } from 'vitest';
import {
  activeItems,
  afterRound,
  hasUnlimited,
  paceOf,
  ratioOf,
  roundSeconds,
  type PlaylistItem,
} from './playback.ts';

const finite = (id: number, minutes = 5): PlaylistItem => ({
  exerciseID: id,
  durationMinutes: minutes,
});
const unlimited = (id: number): PlaylistItem => ({ exerciseID: id, durationMinutes: -1 });

describe('afterRound', () => {
  test.each<[string, PlaylistItem[], number, boolean, ReturnType<typeof afterRound>]>([
    ['a single finite exercise ends the session', [finite(1)], 0, false, { kind: 'finish' }],
    ['a single unlimited exercise loops', [unlimited(1)], 0, false, { kind: 'repeat' }],
    [
      'unlimited: the next one plays',
      [unlimited(1), unlimited(2), unlimited(3)],
      0,
      false,
      { kind: 'next', index: 1 },
    ],
    [
      'unlimited: the last wraps to the first',
      [unlimited(1), unlimited(2), unlimited(3)],
      2,
      false,
      { kind: 'next', index: 0 },
    ],
    [
      'any unlimited makes the whole list wrap',
      [finite(1), unlimited(2)],
      1,
      false,
      { kind: 'next', index: 0 },
    ],
    [
      'a finite one in a list with an unlimited moves on',
      [finite(1), unlimited(2)],
      0,
      false,
      { kind: 'next', index: 1 },
    ],
    [
      'all finite: the next one plays',
      [finite(1), finite(2)],
      0,
      false,
      { kind: 'next', index: 1 },
    ],
    [
      'all finite: the last one ends the session',
      [finite(1), finite(2)],
      1,
      false,
      { kind: 'finish' },
    ],
    [
      'loop isolates the current exercise (unlimited list)',
      [unlimited(1), unlimited(2)],
      1,
      true,
      { kind: 'repeat' },
    ],
    ['loop repeats a finite exercise too', [finite(1)], 0, true, { kind: 'repeat' }],
    [
      'loop in the middle of a finite list',
      [finite(1), finite(2), finite(3)],
      1,
      true,
      { kind: 'repeat' },
    ],
    ['an empty list ends', [], 0, false, { kind: 'finish' }],
  ])('%s', (_name, items, index, loop, expected) => {
    expect(afterRound(items, index, loop)).toEqual(expected);
  });

  test('turning the loop off restores the full list where it was', () => {
    const items = [unlimited(1), unlimited(2), unlimited(3)];
    expect(afterRound(items, 1, true)).toEqual({ kind: 'repeat' });
    expect(afterRound(items, 1, false)).toEqual({ kind: 'next', index: 2 });
  });
});

describe('activeItems', () => {
  test('the current one alone while looping, else the full list', () => {
    expect(activeItems(['a', 'b', 'c'], 1, true)).toEqual(['b']);
    expect(activeItems(['a', 'b', 'c'], 1, false)).toEqual(['a', 'b', 'c']);
    expect(activeItems([], 0, true)).toEqual([]);
  });
});

describe('hasUnlimited and roundSeconds', () => {
  test('spots -1 minutes', () => {
    expect(hasUnlimited([finite(1), finite(2)])).toBe(false);
    expect(hasUnlimited([finite(1), unlimited(2)])).toBe(true);
  });
  test.each([
    [300, 5, 300],
    [0, 10, 600],
    [300, -1, 300],
    [0, -1, 300],
  ])('exercise %s s, %s min → %s s', (seconds, minutes, expected) => {
    expect(roundSeconds(seconds, minutes)).toBe(expected);
  });
});

describe('paceOf and ratioOf', () => {
  test.each([
    [6, 4.8, 6],
    [null, 4.8, 4.8],
    [null, null, 5],
    [null, undefined, 5],
    [null, 0, 5],
    [0, 5.5, 5.5],
  ])('breathing_pace %s, average_speed %s → %s bpm', (breathing_pace, average_speed, bpm) => {
    expect(paceOf({ breathing_pace, average_speed })).toBe(bpm);
  });
  test.each([
    [4, 6, [4, 6]],
    [3, 7, [3, 7]],
    [0, 6, [4, 6]],
    [4, -1, [4, 6]],
  ])('%s:%s → %j', (inhale_ratio, exhale_ratio, ratio) => {
    expect(ratioOf({ inhale_ratio, exhale_ratio })).toEqual(ratio);
  });
});
