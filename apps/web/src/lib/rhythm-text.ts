import type { TFunction } from 'i18next';
import { paceOf, phaseSeconds, type TRhythmRamp, type TRhythmTiming } from '@resona/contract';

/** A number as the person's language writes it, to at most two decimals (3.157… is 3.16). */
export function formatNumber(value: number, language: string) {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** The four phases in seconds: "4 · 7 · 8 · 0 s". */
export function secondsReading(t: TFunction, language: string, timing: TRhythmTiming) {
  const s = phaseSeconds(timing);
  const phases = [s.inhale, s.holdIn, s.exhale, s.holdOut]
    .map((n) => formatNumber(n, language))
    .join(' · ');
  return t('rhythms.reading.seconds', { phases });
}

/** The pace: "3.16 breaths a minute", with the ratio when it was typed as one. */
export function paceReading(t: TFunction, language: string, timing: TRhythmTiming) {
  const pace = t('rhythms.reading.perMinute', { pace: formatNumber(paceOf(timing), language) });
  if (timing.kind !== 'pace') return pace;
  return t('rhythms.reading.withRatio', {
    pace,
    inhale: formatNumber(timing.inhale_part, language),
    exhale: formatNumber(timing.exhale_part, language),
  });
}

/** Breathing in and out of a pace: "5.45 s in · 5.45 s out". */
export function inOutReading(t: TFunction, language: string, timing: TRhythmTiming) {
  const s = phaseSeconds(timing);
  return t('rhythms.reading.inOut', {
    inhale: formatNumber(s.inhale, language),
    exhale: formatNumber(s.exhale, language),
  });
}

/** A rhythm's two readings, the one it was typed in first. */
export function bothReadings(t: TFunction, language: string, timing: TRhythmTiming) {
  const seconds = secondsReading(t, language, timing);
  const pace = paceReading(t, language, timing);
  return timing.kind === 'phases' ? `${seconds} — ${pace}` : `${pace} — ${seconds}`;
}

/** "7 → 5.5 over 3 min". */
export function rampReading(
  t: TFunction,
  language: string,
  timing: TRhythmTiming,
  ramp: TRhythmRamp,
) {
  return t('rhythms.reading.ramp', {
    from: formatNumber(ramp.from_pace, language),
    to: formatNumber(paceOf(timing), language),
    minutes: formatNumber(ramp.minutes, language),
  });
}
