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
