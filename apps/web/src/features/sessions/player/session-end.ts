import { PacerEngine } from '../../../components/pacer/engine.ts';
import type { BreathPattern } from '../../../components/pacer/pattern.ts';

/**
 * Ends a round on a completed breath, never mid-inhale: the first breath boundary (the start of
 * an inhale, which is where the last exhale — or its hold — ends) at or after the round's length.
 * Times are the pacer's active time (ms, pauses excluded), so a pause never shortens a session.
 */
export function roundEndTime(
  pattern: BreathPattern,
  roundStartMs: number,
  durationMs: number,
): number {
  // A round is at least one breath: a zero length would otherwise end before it began.
  const target = roundStartMs + Math.max(durationMs, 1);
  const engine = new PacerEngine(pattern, roundStartMs);
  const period = 60_000 / pattern.bpm;
  const next = engine
    .boundariesBetween(target, target + period + 1)
    .find((boundary) => boundary.phase === 'inhale');
  return next?.time ?? target;
}

/**
 * Stop this long before the boundary: the guide is then at the very end of the exhale (lungs
 * empty to a hair) and the next inhale's tone, queued ahead on the audio clock, is cancelled
 * by the pause before it sounds. Less than one frame at 30 fps.
 */
export const END_MARGIN_MS = 30;

export function roundOver(elapsedMs: number, endMs: number, marginMs = END_MARGIN_MS): boolean {
  return elapsedMs >= endMs - marginMs;
}
