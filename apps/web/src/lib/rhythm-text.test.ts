import i18next, { type TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { RHYTHM_STARTING_POINTS } from '@resona/contract';
import { enRest } from '../i18n/locales/en/rest.ts';
import {
  bothReadings,
  formatNumber,
  inOutReading,
  paceReading,
  rampReading,
} from './rhythm-text.ts';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { translation: enRest } },
  interpolation: { escapeValue: false },
});
const t = i18n.t.bind(i18n) as TFunction;
const phases478 = { kind: 'phases', inhale: 4, hold_in: 7, exhale: 8, hold_out: 0 } as const;
const coherent = RHYTHM_STARTING_POINTS.find((s) => s.key === 'coherent')!.timing!;

describe("a rhythm's readings", () => {
  test('4-7-8 reads as its seconds, then 3.16 breaths a minute', () => {
    expect(bothReadings(t, 'en', phases478)).toBe('4 · 7 · 8 · 0 s — 3.16 breaths a minute');
    expect(paceReading(t, 'en', phases478)).toBe('3.16 breaths a minute');
  });

  test('a pace reads as itself with its ratio, then its seconds', () => {
    expect(bothReadings(t, 'en', coherent)).toBe(
      '5.5 breaths a minute · 1:1 — 5.45 · 0 · 5.45 · 0 s',
    );
    expect(inOutReading(t, 'en', coherent)).toBe('5.45 s in · 5.45 s out');
  });

  test('a ramp reads from its pace to the rhythm’s own', () => {
    expect(rampReading(t, 'en', coherent, { from_pace: 7, minutes: 3 })).toBe('7 → 5.5 over 3 min');
  });

  test('numbers as each language writes them', () => {
    expect(formatNumber(3.157894, 'fr')).toBe('3,16');
    expect(formatNumber(5.5, 'ar')).toMatch(/^(5\.5|٥٫٥)$/);
  });
});
