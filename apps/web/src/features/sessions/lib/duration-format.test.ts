import { describe, expect, test } from 'vitest';
import { formatHms, formatMinutes, isUnlimited, parseHms } from './duration-format.ts';

describe('formatHms', () => {
  test.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [300, '00:05:00'],
    [3599.9, '00:59:59'],
    [3600, '01:00:00'],
    [36_000 + 61, '10:01:01'],
    [-5, '00:00:00'],
    [Number.NaN, '00:00:00'],
    [Number.POSITIVE_INFINITY, '00:00:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatHms(seconds)).toBe(text);
  });
});

describe('parseHms', () => {
  test.each([
    ['00:00:00', 0],
    ['00:00:30', 30],
    ['00:05:00', 300],
    ['01:02:03', 3723],
    [' 00:10:00 ', 600],
    ['5:00', 0],
    ['00:61:00', 0],
    ['', 0],
  ])('%j → %s s', (text, seconds) => {
    expect(parseHms(text)).toBe(seconds);
  });

  test('round-trips', () => {
    for (const s of [0, 1, 59, 61, 3599, 3600, 86_399]) expect(parseHms(formatHms(s))).toBe(s);
  });
});

describe('formatMinutes', () => {
  const label = (m: number) => `${m} min`;
  test.each([
    [5, '5 min'],
    [20, '20 min'],
    [-1, '∞'],
  ])('%s → %s', (minutes, text) => {
    expect(formatMinutes(minutes, label)).toBe(text);
  });
  test('only -1 is unlimited', () => {
    expect(isUnlimited(-1)).toBe(true);
    expect(isUnlimited(0)).toBe(false);
    expect(isUnlimited(5)).toBe(false);
  });
});
