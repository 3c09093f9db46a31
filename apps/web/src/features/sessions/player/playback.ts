import { DEFAULT_BREATH_RATIO, DEFAULT_SPEED, UNLIMITED_DURATION } from '@resona/contract';

/**
 * The playback rules of spec §4 as pure functions of the exercise list. A "round" is one play of
 * an exercise: its exercise_duration (for an unlimited exercise, the length of one round before it
 * loops or moves on).
 */
export interface PlaylistItem {
  exerciseID: number;
  /** duration_minutes; -1 is unlimited. */
  durationMinutes: number;
}

export type RoundEnd =
  /** Play the same exercise again without a break (same view record). */
  | { kind: 'repeat' }
  /** Move on to another exercise of the list: report the view, start a new one. */
  | { kind: 'next'; index: number }
  /** The session is over: go to the after-rating screen. */
  | { kind: 'finish' };

export function hasUnlimited(items: readonly PlaylistItem[]): boolean {
  return items.some((item) => item.durationMinutes === UNLIMITED_DURATION);
}

/**
 * What follows the round of `items[index]`:
 * - with the loop toggle on, the current exercise is isolated and plays again;
 * - if any exercise is unlimited, the next one plays, wrapping around (a single one loops);
 * - otherwise (all finite) the next one plays, and the last one ends the session — so a single
 *   finite exercise goes straight to the after rating.
 */
export function afterRound(
  items: readonly PlaylistItem[],
  index: number,
  loopCurrent: boolean,
): RoundEnd {
  const count = items.length;
  if (count === 0) return { kind: 'finish' };
  if (loopCurrent) return { kind: 'repeat' };
  if (hasUnlimited(items)) {
    const next = (index + 1) % count;
    return next === index ? { kind: 'repeat' } : { kind: 'next', index: next };
  }
  return index + 1 < count ? { kind: 'next', index: index + 1 } : { kind: 'finish' };
}

/** The exercises the player cycles through: the current one alone while looping, else all. */
export function activeItems<T>(items: readonly T[], index: number, loopCurrent: boolean): T[] {
  const current = items[index];
  if (!loopCurrent) return [...items];
  return current === undefined ? [] : [current];
}

/** Seconds of one round: exercise_duration, else the duration in minutes, else 5 minutes. */
export function roundSeconds(exerciseSeconds: number, durationMinutes: number): number {
  if (exerciseSeconds > 0) return exerciseSeconds;
  if (durationMinutes > 0) return durationMinutes * 60;
  return 5 * 60;
}

/** Spec §3 fallback of the pace: the exercise's own, else the user's calibrated, else 5. */
export function paceOf(exercise: {
  breathing_pace: number | null;
  average_speed: number | null | undefined;
}): number {
  const candidates = [exercise.breathing_pace, exercise.average_speed, DEFAULT_SPEED];
  return candidates.find((v): v is number => typeof v === 'number' && v > 0) ?? DEFAULT_SPEED;
}

/** Inhale:exhale parts of the exercise, 4:6 when it gives none that make sense. */
export function ratioOf(exercise: {
  inhale_ratio: number;
  exhale_ratio: number;
}): readonly [number, number] {
  const { inhale_ratio: inhale, exhale_ratio: exhale } = exercise;
  return inhale > 0 && exhale > 0
    ? [inhale, exhale]
    : [DEFAULT_BREATH_RATIO.inhale, DEFAULT_BREATH_RATIO.exhale];
}
