/**
 * The calibration rules of spec §4, as pure functions of the pace index and the last answer.
 * Paces are ordered slow to fast (4.5 … 6 breaths per minute): "too fast" steps to the previous,
 * slower pace and "too slow" to the next, faster one.
 */

export type CalibrationAnswer = 'too-fast' | 'just-right' | 'too-slow';

export interface CalibrationState {
  /** Index of the pace being played. */
  index: number;
  /** The last answer given, kept across pace changes; null before any answer. */
  answer: CalibrationAnswer | null;
}

/** What happens next: play another pace, or save the current one and go home. */
export type CalibrationStep =
  { kind: 'play'; state: CalibrationState } | { kind: 'save'; index: number };

/** Start at the stored speed's pace, or the first (spec §4). */
export function startIndex(speeds: readonly number[], stored: number | null | undefined): number {
  const found = stored === null || stored === undefined ? -1 : speeds.indexOf(stored);
  return found === -1 ? 0 : found;
}

export function canAnswerTooFast(index: number): boolean {
  return index > 0;
}

export function canAnswerTooSlow(index: number, count: number): boolean {
  return index < count - 1;
}

/** The pace the last answer points to, or null when it points nowhere (none, just right, an end). */
function targetOf(state: CalibrationState, count: number): number | null {
  if (state.answer === 'too-fast') return canAnswerTooFast(state.index) ? state.index - 1 : null;
  if (state.answer === 'too-slow') {
    return canAnswerTooSlow(state.index, count) ? state.index + 1 : null;
  }
  return null;
}

/** An answer button: too fast / too slow move at once, just right saves this pace. */
export function answer(
  state: CalibrationState,
  given: CalibrationAnswer,
  count: number,
): CalibrationStep {
  if (given === 'just-right') return { kind: 'save', index: state.index };
  const next: CalibrationState = { index: state.index, answer: given };
  const target = targetOf(next, count);
  // The buttons are disabled at the ends; an answer that cannot move keeps the pace.
  return { kind: 'play', state: { index: target ?? state.index, answer: given } };
}

/**
 * A pace's play period ended: the same stepping applies according to the last answer; with no
 * answer or 'just right' the pace is saved. Stuck at an end (too fast at the slowest pace), the
 * pace plays again with the answer cleared, so Complete becomes possible.
 */
export function periodEnded(state: CalibrationState, count: number): CalibrationStep {
  if (state.answer === null || state.answer === 'just-right') {
    return { kind: 'save', index: state.index };
  }
  const target = targetOf(state, count);
  if (target === null) return { kind: 'play', state: { index: state.index, answer: null } };
  return { kind: 'play', state: { index: target, answer: state.answer } };
}

/** Skip pace: offered after a too fast or too slow answer, and only where that way leads on. */
export function canSkipPace(state: CalibrationState, count: number): boolean {
  return targetOf(state, count) !== null;
}

/** Skip pace moves now the way the period's end would. */
export function skipPace(state: CalibrationState, count: number): CalibrationState {
  const target = targetOf(state, count);
  return target === null ? state : { index: target, answer: state.answer };
}

/** Complete is enabled only with no answer or 'just right' (spec §4). */
export function canComplete(state: CalibrationState): boolean {
  return state.answer === null || state.answer === 'just-right';
}
