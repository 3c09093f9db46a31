import { PacerEngine } from '../../../components/pacer/engine.ts';
import type { BreathPattern } from '../../../components/pacer/pattern.ts';

/**
 * Ends a round on a completed breath, never mid-inhale: the first breath boundary (the start of
 * an inhale, which is where the last exhale — or its hold — ends) at or after the round's length.
 * Times are the pacer's active time (ms, pauses excluded), so a pause never shortens a session.
 * `patternFromMs` is where the pacer began breathing this pattern (a round that goes on in the
 * same pattern goes on in its breaths: a pace that eased down in the first round stays eased).
 */
export function roundEndTime(
  pattern: BreathPattern,
  roundStartMs: number,
  durationMs: number,
  patternFromMs = roundStartMs,
): number {
  // A round is at least one breath: a zero length would otherwise end before it began.
  const target = roundStartMs + Math.max(durationMs, 1);
  const engine = new PacerEngine(pattern, patternFromMs);
  // The longest breath it can be: a pace that eases may start slower than its target.
  const period = 60_000 / Math.min(pattern.bpm, pattern.ramp?.fromBpm ?? pattern.bpm);
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
