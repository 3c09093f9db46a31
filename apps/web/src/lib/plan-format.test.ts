import { describe, expect, test } from 'vitest';
import { formatDollars, priceLine } from './plan-format.ts';

describe('formatDollars', () => {
  test.each([
    [9.99, '$9.99'],
    [4.5, '$4.50'],
    [120, '$120'],
    [99.9, '$99.90'],
    [0, '$0'],
    [0.1 + 0.2, '$0.30'],
    [19.999, '$20'],
  ])('%d → %s', (price, expected) => {
    expect(formatDollars(price)).toBe(expected);
  });
});

describe('priceLine: price per interval and the trial text of spec §9', () => {
  test.each([
    [
      'basic monthly, no trial',
      { plan_price: 4.99, plan_interval: 'month' as const, trial_text: null },
      { price: '$4.99', intervalKey: 'plans.perMonth', trial: null },
    ],
    [
      'monthly with trial',
      { plan_price: 9.99, plan_interval: 'month' as const, trial_text: 'after 7 days' },
      { price: '$9.99', intervalKey: 'plans.perMonth', trial: 'after 7 days' },
    ],
    [
      'yearly with translated trial',
      { plan_price: 89, plan_interval: 'year' as const, trial_text: 'après 7 jours' },
      { price: '$89', intervalKey: 'plans.perYear', trial: 'après 7 jours' },
    ],
    [
      'blank trial text is no trial',
      { plan_price: 9.99, plan_interval: 'month' as const, trial_text: ' ' },
      { price: '$9.99', intervalKey: 'plans.perMonth', trial: null },
    ],
  ])('%s', (_name, plan, expected) => {
    expect(priceLine(plan)).toEqual(expected);
  });
});
