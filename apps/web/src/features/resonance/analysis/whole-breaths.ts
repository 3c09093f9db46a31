/**
 * Which breaths of a block have beats throughout. Across a stretch without beats (a camera's
 * poor signal, a strap reconnecting: one interval longer than BEAT_GAP_MS in the recording) the
 * corrected series holds an interpolated interval, and heart rate resampled through it is a
 * straight line: a 4–6 s gap is half a breath at 5.5 a minute, and where it falls on the swing's
 * peak the breath's swing, the block's LF power and its fit to the breath all shrink, so the
 * block loses to one without a gap. Lehrer's protocol reads a block's amplitude over whole
 * breaths; a breath the beats do not cover is left out of every figure of its block, as a
 * reviewer leaves out an artefacted breath (decision 115).
 */
import { touchesGap, type Span } from '@resona/contract/heart';
import type { ProtocolBlock } from './protocol.ts';

/**
 * Whether each breath of the block (0 = its first) has beats throughout. When no breath after
 * the first settling one has, all count: a figure from uncovered breaths beats none at all, and
 * the signal quality already says how many beats were corrected.
 */
export function coveredBreaths(block: ProtocolBlock, gaps: readonly Span[]): boolean[] {
  const covered = touchedBreaths(block, gaps).map((touched) => !touched);
  return covered.slice(1).some(Boolean) ? covered : covered.map(() => true);
}

/** How many of the block's settled breaths (after its first) a gap touches: lost to its figures. */
export function lostBreaths(block: ProtocolBlock, gaps: readonly Span[]): number {
  return touchedBreaths(block, gaps).slice(1).filter(Boolean).length;
}

function touchedBreaths(block: ProtocolBlock, gaps: readonly Span[]): boolean[] {
  const period = 60_000 / block.bpm;
  return Array.from({ length: block.breaths }, (_, n) => {
    const fromMs = block.startMs + n * period;
    return touchesGap(gaps, fromMs, fromMs + period);
  });
}

/** The breath (0 = the block's first) that the block's sample `i` at `hz` falls in. */
export function breathOfSample(block: ProtocolBlock, i: number, hz: number): number {
  const period = 60_000 / block.bpm;
  return Math.min(block.breaths - 1, Math.floor((i * 1000) / hz / period));
}
