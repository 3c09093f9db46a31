/**
 * Stretches without beats: a camera's poor signal, a strap reconnecting. Either the recording
 * keeps the stretch as one interval longer than BEAT_GAP_MS, or the interval was left out and
 * two beats lie that far apart; either way heart rate drawn through it is a straight line, and a
 * breath it touches has no swing to read (decision 115).
 */
import { BEAT_GAP_MS } from './artefacts.ts';

export interface Span {
  fromMs: number;
  toMs: number;
}

/**
 * Where heart rate is drawn over no beats: from the middle of the last real interval before a
 * gap (heart rate's sample time) to the middle of the first after it; the interval ending the
 * gap is the gap's own, or the correction's interpolated one.
 */
export function beatGaps(times: readonly number[], rr: readonly number[]): Span[] {
  const gaps: Span[] = [];
  for (let i = 1; i < times.length; i++) {
    if (times[i]! - times[i - 1]! <= BEAT_GAP_MS) continue;
    const next = i + 1 < times.length ? times[i + 1]! - rr[i + 1]! / 2 : times[i]!;
    gaps.push({ fromMs: times[i - 1]! - rr[i - 1]! / 2, toMs: next });
  }
  return gaps;
}

/** Whether a gap touches the stretch from `fromMs` to `toMs`. */
export function touchesGap(gaps: readonly Span[], fromMs: number, toMs: number): boolean {
  return gaps.some((gap) => gap.fromMs < toMs && gap.toMs > fromMs);
}
