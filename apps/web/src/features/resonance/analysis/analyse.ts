/**
 * The assessment's analysis, pure: a recording of the protocol (RR intervals from its first
 * inhale) in, the figures of each block, the signal quality and the chosen rate out.
 */
import { correctBeats, type CorrectedBeats } from '@resona/contract/heart';
import { rmssdMayReadHigh } from '../../../lib/heart-rate/rmssd-caution.ts';
import { blockFigures, type BlockFigures, type Beats } from './block-figures.ts';
import { protocolBlocks, type BlockSeconds } from './protocol.ts';
import { blockScores, chooseRate, type ResonanceChoice } from './score.ts';

export interface Recording {
  rrMs: readonly number[];
  /** When the first interval ended, ms after the protocol's first inhale (default: its length). */
  firstBeatMs?: number;
  /** Breaths each block ran beyond its plan, asked for after a breath was lost (one-more-breath.ts). */
  addedBreaths?: readonly number[];
  /**
   * Indices in `rrMs` of the intervals that end at a beat the camera could not film (a stall hid
   * its upstroke): RMSSD leaves out the successive differences that touch it (decision 123).
   */
  estimatedBeats?: readonly number[];
  /** Beats the camera timed while its pulse was faint (rmssd-caution.ts). */
  faintBeats?: number;
}

export type ResonanceReport =
  | {
      ok: true;
      blocks: Array<BlockFigures & { score: number }>;
      quality: {
        beats: number;
        corrected: number;
        percent: number;
        /** Whether the signal was weak enough that RMSSD may read high (rmssd-caution.ts). */
        rmssdMayReadHigh: boolean;
      };
      choice: ResonanceChoice;
    }
  | { ok: false; reason: 'too-short'; coveredMs: number; neededMs: number };

/** The recording's beats corrected (`correctBeats`), on the protocol's clock. */
export function recordedBeats(recording: Recording): Beats & { corrected: CorrectedBeats } {
  const corrected = correctBeats(recording.rrMs);
  const first = recording.rrMs[0] ?? 0;
  const shift = (recording.firstBeatMs ?? first) - first;
  // On the raw intervals' running sum, as `correctBeats` times its beats: the same numbers.
  const marked = new Set(recording.estimatedBeats ?? []);
  const estimated = new Set<number>();
  let clock = 0;
  recording.rrMs.forEach((rr, i) => {
    clock += rr;
    if (marked.has(i)) estimated.add(clock + shift);
  });
  return {
    times: corrected.times.map((t) => t + shift),
    rr: corrected.rr,
    estimated,
    corrected,
  };
}

export function analyseRecording(
  recording: Recording,
  blockSeconds: BlockSeconds = 120,
): ResonanceReport {
  const blocks = protocolBlocks(blockSeconds, recording.addedBreaths);
  const neededMs = blocks.at(-1)!.endMs;
  const { times, rr, estimated, corrected } = recordedBeats(recording);
  const coveredMs = times.at(-1) ?? 0;
  // A recording may stop a beat early; a block needs nine tenths of the last breath at least.
  if (coveredMs < neededMs - 60_000 / (blocks.at(-1)!.bpm * 10)) {
    return { ok: false, reason: 'too-short', coveredMs, neededMs };
  }
  const figures = blocks.map((block) => blockFigures({ times, rr, estimated }, block));
  const scores = blockScores(figures);
  return {
    ok: true,
    blocks: figures.map((f, i) => ({ ...f, score: scores[i]! })),
    quality: {
      beats: corrected.total,
      corrected: corrected.corrected,
      percent: Math.round(corrected.qualityPercent * 10) / 10,
      rmssdMayReadHigh: rmssdMayReadHigh({
        beats: corrected.total,
        lost: corrected.corrected + (recording.estimatedBeats?.length ?? 0),
        faint: recording.faintBeats ?? 0,
      }),
    },
    choice: chooseRate(figures, scores),
  };
}
