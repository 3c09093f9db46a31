/**
 * The limits of a rhythm a person makes (issue 30), enforced by the contract's schema on the
 * web app and on the server alike. Seconds and paces move in steps of a tenth.
 */
export const RHYTHM_LIMITS = {
  /** Breathing in, and breathing out, each last this long (seconds). */
  breathSeconds: { min: 1, max: 20 },
  /** A hold after breathing in or after breathing out (seconds; 0 is no hold). */
  holdSeconds: { min: 0, max: 30 },
  /** Breaths a minute. */
  pace: { min: 1, max: 30 },
  /** One side of an inhale:exhale ratio (1:1.5, 4:6). */
  ratioPart: { min: 1, max: 20 },
  /** How long a pace takes to ease down to its target (minutes). */
  rampMinutes: { min: 0.5, max: 20 },
  /** A rhythm's name, in characters. */
  nameLength: 40,
  /** Rhythms one person keeps. */
  perPerson: 50,
} as const;

/** Seconds, paces and ratios are typed in tenths. */
export const RHYTHM_STEP = 0.1;

/** True when a number is a whole number of tenths (up to floating-point noise). */
export function isTenths(value: number) {
  return Number.isFinite(value) && Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;
}
