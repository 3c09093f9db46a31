import { describe, expect, test } from 'vitest';
import { sortByDueDate } from './program-order.ts';

describe('sortByDueDate', () => {
  test.each([
    [[], []],
    [['2025-02-01'], ['2025-02-01']],
    [
      ['2025-03-01', '2025-01-31', '2025-02-15'],
      ['2025-01-31', '2025-02-15', '2025-03-01'],
    ],
    [
      ['2026-01-01', '2025-12-31'],
      ['2025-12-31', '2026-01-01'],
    ],
  ])('%j → %j', (input, expected) => {
    const items = input.map((due_date) => ({ due_date }));
    expect(sortByDueDate(items).map((i) => i.due_date)).toEqual(expected);
  });

  test('items due the same day keep their order, and the input is not changed', () => {
    const items = [
      { id: 1, due_date: '2025-05-02' },
      { id: 2, due_date: '2025-05-01' },
      { id: 3, due_date: '2025-05-02' },
    ];
    expect(sortByDueDate(items).map((i) => i.id)).toEqual([2, 1, 3]);
    expect(items.map((i) => i.id)).toEqual([1, 2, 3]);
  });
});
