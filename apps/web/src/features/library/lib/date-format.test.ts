import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatDate, formatDateTime, isoOf } from './date-format.ts';

// The pattern is local time, so the suite pins the zone it runs in.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('formatDateTime', () => {
  test.each([
    ['2025-03-07T09:05:03.000Z', '2025-03-07 | 09:05:03'],
    ['2025-12-31T23:59:59Z', '2025-12-31 | 23:59:59'],
    ['2025-01-01T00:00:00Z', '2025-01-01 | 00:00:00'],
    ['2025-06-15T12:30:00+02:00', '2025-06-15 | 10:30:00'],
    ['0999-02-03T04:05:06Z', '0999-02-03 | 04:05:06'],
    ['not a date', ''],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });

  test('a Date object is formatted the same way', () => {
    expect(formatDateTime(new Date(Date.UTC(2024, 1, 29, 13, 4, 5)))).toBe('2024-02-29 | 13:04:05');
  });

  test('uses the local zone, not UTC', () => {
    // A fixed local date built from parts reads back unchanged in any zone.
    const local = new Date(2025, 4, 6, 21, 7, 8);
    expect(formatDateTime(local)).toBe('2025-05-06 | 21:07:08');
  });
});

describe('formatDate and isoOf', () => {
  test.each([
    ['2025-03-07T09:05:03Z', '2025-03-07'],
    ['nope', ''],
  ])('formatDate %s → %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  test('isoOf gives the instant or nothing', () => {
    expect(isoOf('2025-03-07T09:05:03Z')).toBe('2025-03-07T09:05:03.000Z');
    expect(isoOf('nope')).toBeUndefined();
  });
});
