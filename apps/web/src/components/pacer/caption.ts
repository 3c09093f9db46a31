import type { PhaseState } from './engine.ts';
import type { Phase } from './pattern.ts';

/**
 * What the page shows in words, derived from a phase state. React re-renders only when this
 * changes (a new phase, pause or resume), never on every animation frame.
 */
export interface PacerCaption {
  phase: Phase;
  cycle: number;
  /** Whole seconds left in the phase when the caption was made (the live countdown is drawn). */
  secondsLeft: number;
  /** Wall time at which the phase ends, for a countdown drawn outside React. */
  phaseEnd: number;
  paused: boolean;
}

/** Seconds left, rounded up so the count reads 3, 2, 1 and reaches 0 only at the boundary. */
export function secondsLeft(state: Pick<PhaseState, 'phaseEnd'>, now: number): number {
  return Math.max(0, Math.ceil((state.phaseEnd - now) / 1000 - 1e-9));
}

export function captionOf(state: PhaseState, now: number): PacerCaption {
  return {
    phase: state.phase,
    cycle: state.cycle,
    secondsLeft: secondsLeft(state, now),
    phaseEnd: state.phaseEnd,
    paused: state.paused,
  };
}

export function sameCaption(a: PacerCaption, b: PacerCaption): boolean {
  return a.phase === b.phase && a.cycle === b.cycle && a.paused === b.paused;
}

/**
 * A short buzz that tells phases apart without looking: one pulse to breathe in, two to breathe
 * out, a faint tick for holds.
 */
export function vibrationFor(phase: Phase): number[] {
  switch (phase) {
    case 'inhale':
      return [70];
    case 'exhale':
      return [40, 90, 40];
    case 'hold-in':
    case 'hold-out':
      return [15];
  }
}

/** The end of the session: three long pulses, unlike any phase's. */
export const END_VIBRATION: readonly number[] = [200, 100, 200, 100, 400];
