import type { Phase } from './pattern.ts';

/**
 * The sound of each cue, as numbers (the AudioContext code only plays them). Soft sine tones in a
 * low, calm register: rising for the inhale, falling for the exhale, a quiet steady note for holds.
 */
export interface ToneShape {
  fromHz: number;
  toHz: number;
  /** Peak gain before the master volume. */
  peak: number;
  /** Rise from silence, s; long enough (≥ 30 ms) that the start never clicks. */
  attack: number;
  /** Whole tone length, s; the gain ramps back to exactly 0 at the end, so no click there either. */
  duration: number;
}

/**
 * The sounds a person can choose for the phase cues (issue 30): rising and falling tones or a
 * soft bell — or none, with the sound switched off (the voice alone, or silence).
 */
export const CUE_SOUNDS = ['tones', 'bell'] as const;
export type CueSound = (typeof CUE_SOUNDS)[number] | 'none';

const LOW_HZ = 196; // G3
const HIGH_HZ = 294; // D4, a fifth above: consonant, not alarming

export function toneFor(phase: Phase, phaseSec: number): ToneShape {
  // Fit inside the phase with room to breathe; never shorter than a clear cue.
  const duration = Math.min(1.6, Math.max(0.35, phaseSec * 0.6));
  const attack = Math.min(0.12, duration / 4);
  switch (phase) {
    case 'inhale':
      return { fromHz: LOW_HZ, toHz: HIGH_HZ, peak: 0.5, attack, duration };
    case 'exhale':
      return { fromHz: HIGH_HZ, toHz: LOW_HZ, peak: 0.5, attack, duration };
    case 'hold-in':
      return { fromHz: HIGH_HZ, toHz: HIGH_HZ, peak: 0.25, attack, duration: duration / 2 };
    case 'hold-out':
      return { fromHz: LOW_HZ, toHz: LOW_HZ, peak: 0.25, attack, duration: duration / 2 };
  }
}

/**
 * A soft bell: one strike whose partials ring out. Told apart by pitch — high to breathe in, low
 * to breathe out — and holds by a quiet, short, higher strike, so no two phases sound alike.
 */
export interface BellShape {
  hz: number;
  /** Peak gain before the master volume, reached after a 5 ms attack (no click). */
  peak: number;
  /** Seconds for the strike to fall to a thousandth of its peak. */
  ring: number;
}

/** A bell's partials, as multiples of its pitch and their share of its peak (a struck bowl). */
export const BELL_PARTIALS: readonly (readonly [number, number])[] = [
  [1, 1],
  [2.76, 0.35],
  [5.4, 0.12],
];

export const BELL_ATTACK = 0.005;

export function bellFor(phase: Phase, phaseSec: number): BellShape {
  // Rings for most of the phase, at most 3 s: the next strike is never muddied by this one.
  const ring = Math.min(3, Math.max(0.4, phaseSec * 0.8));
  switch (phase) {
    case 'inhale':
      return { hz: 587, peak: 0.5, ring };
    case 'exhale':
      return { hz: 392, peak: 0.5, ring };
    case 'hold-in':
    case 'hold-out':
      return { hz: 880, peak: 0.18, ring: Math.min(ring, 0.6) };
  }
}
