import { describe, expect, it } from 'vitest';
import { addedBreathsNow, MAX_ADDED_BREATHS, REPORT_DELAY_MS } from './one-more-breath.ts';
import { protocolBlocks } from './protocol.ts';

/** Decision 119: a block that lost a breath to a stretch without beats asks for one more. */
const blocks = protocolBlocks(60);
const block = blocks[2]!; // 5.5 a minute, six breaths
const period = 60_000 / block.bpm;

/** Beats a second apart from 0 to `toMs`, none within each gap, each ending its interval. */
function beatsWith(toMs: number, gaps: Array<[number, number]> = []) {
  const times: number[] = [];
  const rr: number[] = [];
  for (let t = 1000; t <= toMs; t += 1000) {
    if (gaps.some(([from, to]) => t > from && t < to)) continue;
    rr.push(t - (times.at(-1) ?? 0));
    times.push(t);
  }
  return { times, rr };
}

describe('addedBreathsNow', () => {
  it('adds one breath to the running block once a gap has touched a settled breath', () => {
    const gapFrom = block.startMs + 2.3 * period;
    const beats = beatsWith(gapFrom + 12_000, [[gapFrom, gapFrom + 5000]]);
    const added = addedBreathsNow(blocks, [], beats, gapFrom + 12_000);
    expect(added).toEqual([0, 0, 1, 0, 0]);
    // Asked once: the same gap asks for nothing more.
    const longer = protocolBlocks(60, added);
    expect(addedBreathsNow(longer, added, beats, gapFrom + 12_500)).toBe(added);
  });

  it('adds two for a gap over a breath boundary, and never more than MAX_ADDED_BREATHS', () => {
    const boundary = block.startMs + 3 * period;
    const beats = beatsWith(boundary + 10_000, [[boundary - 2500, boundary + 2500]]);
    expect(addedBreathsNow(blocks, [], beats, boundary + 10_000)).toEqual([0, 0, 2, 0, 0]);
    const all = beatsWith(block.startMs + 5.5 * period, [
      [block.startMs + 1.2 * period, block.startMs + 4.8 * period],
    ]);
    const most = addedBreathsNow(blocks, [], all, block.startMs + 5.5 * period);
    expect(most[2]).toBe(MAX_ADDED_BREATHS);
  });

  it('sees a gap still open near the block’s end, before beats come back', () => {
    // The beats stop 6 s before the block ends; 4.5 s later no beat has come for 2.5 s + the
    // time a source takes to report one, and the block's last breath is lost already.
    const stop = block.endMs - 6000;
    const beats = beatsWith(stop);
    const now = stop + 2500 + REPORT_DELAY_MS + 100;
    expect(addedBreathsNow(blocks, [], beats, now)).toEqual([0, 0, 1, 0, 0]);
    // Beats merely late by less than that are no gap.
    expect(addedBreathsNow(blocks, [], beats, stop + 2500)).toEqual([]);
    // Mid-block, an open gap waits for its beats: its end is only a guess until they are in.
    const mid = block.startMs + 2 * period;
    expect(addedBreathsNow(blocks, [], beatsWith(mid), mid + 2500 + REPORT_DELAY_MS + 100)).toEqual(
      [],
    );
  });

  it('asks nothing for a gap in a block’s first breath, or too late to go on at its pace', () => {
    const first = beatsWith(block.startMs + 20_000, [
      [block.startMs + 1000, block.startMs + 0.9 * period],
    ]);
    expect(addedBreathsNow(blocks, [], first, block.startMs + 20_000)).toEqual([]);
    const late = beatsWith(block.endMs - 200, [[block.endMs - 9000, block.endMs - 4000]]);
    expect(addedBreathsNow(blocks, [], late, block.endMs - 200)).toEqual([]);
  });
});
