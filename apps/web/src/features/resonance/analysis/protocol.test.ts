import { describe, expect, it } from 'vitest';
import { blockAt, breathVolumeAt, protocolBlocks, protocolLengthMs } from './protocol.ts';

describe('protocolBlocks', () => {
  it('lays five 120 s blocks of whole breaths, slowest last', () => {
    const blocks = protocolBlocks(120);
    expect(blocks.map((b) => [b.bpm, b.breaths])).toEqual([
      [6.5, 13],
      [6, 12],
      [5.5, 11],
      [5, 10],
      [4.5, 9],
    ]);
    expect(protocolLengthMs(blocks)).toBeCloseTo(600_000, 6);
  });

  it('rounds a quick check up to whole breaths', () => {
    const blocks = protocolBlocks(60);
    expect(blocks.map((b) => b.breaths)).toEqual([7, 6, 6, 5, 5]);
    expect(blocks[1]!.startMs).toBeCloseTo((7 * 60_000) / 6.5, 6);
  });

  it('starts every block with an inhale, 40 % of the breath', () => {
    const blocks = protocolBlocks(120);
    for (const block of blocks) {
      const period = 60_000 / block.bpm;
      expect(breathVolumeAt(blocks, block.startMs)).toBeCloseTo(0, 6);
      expect(breathVolumeAt(blocks, block.startMs + 0.4 * period)).toBeCloseTo(1, 6);
      expect(blockAt(blocks, block.startMs + 1)).toBe(blocks.indexOf(block));
    }
  });
});

describe('protocolBlocks with breaths added (decision 119)', () => {
  it('lengthens a block by whole breaths at its pace and starts every later one later', () => {
    const planned = protocolBlocks(60);
    const blocks = protocolBlocks(60, [0, 0, 1, 2, 0]);
    expect(blocks.map((b) => b.breaths)).toEqual([7, 6, 7, 7, 5]);
    expect(blocks[2]!.startMs).toBeCloseTo(planned[2]!.startMs, 6);
    expect(blocks[3]!.startMs).toBeCloseTo(planned[3]!.startMs + 60_000 / 5.5, 6);
    expect(protocolLengthMs(blocks)).toBeCloseTo(
      protocolLengthMs(planned) + 60_000 / 5.5 + (2 * 60_000) / 5,
      6,
    );
  });
});
