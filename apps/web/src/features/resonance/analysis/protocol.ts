/**
 * The stepped resonance protocol (Lehrer, Vaschillo & Vaschillo 2000; Shaffer & Meehan 2020):
 * five blocks from 6.5 down to 4.5 breaths a minute, inhale 40 % of each breath (4:6), no pauses.
 * Each block is whole breaths and starts with an inhale: 120 s blocks are exactly 13, 12, 11, 10
 * and 9 breaths; a 60 s quick check rounds each block up to its next whole breath. A block that
 * lost a breath to a stretch without beats asks for one more at its pace (`addedBreaths`,
 * one-more-breath.ts), and every later block starts that much later.
 */
import type { BreathPattern } from '../../../components/pacer/pattern.ts';
import {
  blockAt,
  breathVolumeAt,
  PROTOCOL_RATIO,
  type BreathBlock,
} from '../../../lib/heart-rate/breath-blocks.ts';

export { blockAt, breathVolumeAt };

export const PROTOCOL_RATES = [6.5, 6, 5.5, 5, 4.5] as const;
export const BLOCK_SECONDS = [120, 60] as const;
export type BlockSeconds = (typeof BLOCK_SECONDS)[number];
export const BREATH_RATIO = PROTOCOL_RATIO;

export type ProtocolBlock = BreathBlock;

export function breathPattern(bpm: number): BreathPattern {
  return { bpm, ratio: BREATH_RATIO };
}

/** The protocol's blocks; `addedBreaths[k]` breaths more in block k than planned (none by default). */
export function protocolBlocks(
  blockSeconds: BlockSeconds = 120,
  addedBreaths: readonly number[] = [],
): ProtocolBlock[] {
  let startMs = 0;
  return PROTOCOL_RATES.map((bpm, k) => {
    // The epsilon keeps 120 s × 6.5 / 60 = 13 from rounding up to 14.
    const breaths = Math.ceil((blockSeconds * bpm) / 60 - 1e-9) + (addedBreaths[k] ?? 0);
    const endMs = startMs + (breaths * 60_000) / bpm;
    const block = { bpm, startMs, endMs, breaths };
    startMs = endMs;
    return block;
  });
}

export function protocolLengthMs(blocks: readonly ProtocolBlock[]): number {
  return blocks.at(-1)?.endMs ?? 0;
}
