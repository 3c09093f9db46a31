import { describe, expect, it } from 'vitest';
import { protocolBlocks, protocolLengthMs } from './protocol.ts';
import { runTick } from './run-tick.ts';

/** The running screen's tick (decision 119): a breath added keeps the pacer at its pace. */
const blocks = protocolBlocks(60);
const block = blocks[2]!; // 5.5 a minute, six breaths
const period = 60_000 / block.bpm;

/** A recording of beats a second apart from the first inhale to `toMs`, none in `gap`. */
function recordingWith(toMs: number, gap?: [number, number]) {
  const rrMs: number[] = [];
  let last = 0;
  for (let t = 1000; t <= toMs; t += 1000) {
    if (gap && t > gap[0] && t < gap[1]) continue;
    rrMs.push(t - last);
    last = t;
  }
  return { rrMs, firstBeatMs: 1000 };
}

describe('runTick', () => {
  it('hands the pacer the next pace during a block’s last breath', () => {
    const now = block.endMs - period / 2;
    const tick = runTick(60, { addedBreaths: [], blocks }, recordingWith(now - 2000), now);
    expect(tick.patternIndex).toBe(3);
    expect(tick.addedBreaths).toEqual([]);
    expect(tick.endMs).toBeCloseTo(protocolLengthMs(blocks), 6);
  });

  it('keeps the pace one breath longer once a breath of the block was lost, in its last breath too', () => {
    const now = block.endMs - period / 2;
    const gap: [number, number] = [
      block.startMs + 2.3 * period,
      block.startMs + 2.3 * period + 5000,
    ];
    const tick = runTick(60, { addedBreaths: [], blocks }, recordingWith(now - 2000, gap), now);
    expect(tick.addedBreaths).toEqual([0, 0, 1, 0, 0]);
    // The same block's pace again: the pacer's pending change to the next one is replaced.
    expect(tick.patternIndex).toBe(2);
    expect(tick.blocks[2]!.breaths).toBe(7);
    expect(tick.endMs).toBeCloseTo(protocolLengthMs(blocks) + period, 6);
  });
});
