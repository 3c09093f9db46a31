/**
 * What the running screen does on each tick, pure: with the beats recorded so far at `nowMs`
 * (the protocol's clock), which breaths the blocks have added (one-more-breath.ts), the blocks
 * as they now stand, the pace to hand the pacer and when the protocol ends. The pacer joins a
 * new pace at the next breath's start, so it is handed the next block's rate during a block's
 * last breath; a breath added then hands it the same rate again, and it carries on.
 */
import { recordedBeats, type Recording } from './analyse.ts';
import { addedBreathsNow } from './one-more-breath.ts';
import {
  blockAt,
  protocolBlocks,
  protocolLengthMs,
  type BlockSeconds,
  type ProtocolBlock,
} from './protocol.ts';

export interface RunState {
  addedBreaths: readonly number[];
  blocks: readonly ProtocolBlock[];
}

export function runTick(
  blockSeconds: BlockSeconds,
  state: RunState,
  recording: Recording,
  nowMs: number,
): RunState & { patternIndex: number; endMs: number } {
  const added = recording.rrMs.length
    ? addedBreathsNow(state.blocks, state.addedBreaths, recordedBeats(recording), nowMs)
    : state.addedBreaths;
  const blocks = added === state.addedBreaths ? state.blocks : protocolBlocks(blockSeconds, added);
  const index = blockAt(blocks, nowMs);
  const block = blocks[index]!;
  const inLastBreath = nowMs >= block.endMs - 60_000 / block.bpm;
  return {
    addedBreaths: added,
    blocks,
    patternIndex: Math.min(blocks.length - 1, inLastBreath ? index + 1 : index),
    endMs: protocolLengthMs(blocks),
  };
}
