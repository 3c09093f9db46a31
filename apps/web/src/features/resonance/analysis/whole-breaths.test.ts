import { beatGaps, correctBeats } from '@resona/contract/heart';
import { describe, expect, it } from 'vitest';
import { demoRecording } from '../../../lib/heart-rate/demo-recording.ts';
import { analyseRecording } from './analyse.ts';
import { blockFigures } from './block-figures.ts';
import { protocolBlocks, type ProtocolBlock } from './protocol.ts';
import { coveredBreaths } from './whole-breaths.ts';

/**
 * Decision 115: a breath without beats throughout (a camera's poor stretch, a strap
 * reconnecting: one long interval in the recording) is left out of its block's figures.
 */

/** Beats of a heart whose rate follows a sine at the breath, 66 ± `swingBpm`/2, from ms 0. */
function sineHeart(bpm: number, swingBpm: number, lengthMs: number): number[] {
  const rr: number[] = [];
  for (let t = 0; t < lengthMs;) {
    const rate = 66 + (swingBpm / 2) * Math.sin((2 * Math.PI * bpm * t) / 60_000);
    const interval = 60_000 / rate;
    rr.push(interval);
    t += interval;
  }
  return rr;
}

/** The beats falling within [fromMs, toMs) merged into the interval that ends after them. */
function withGap(rr: readonly number[], fromMs: number, toMs: number): number[] {
  const out: number[] = [];
  let t = 0;
  let held = 0;
  for (const interval of rr) {
    t += interval;
    if (t >= fromMs && t < toMs) held += interval;
    else {
      out.push(held + interval);
      held = 0;
    }
  }
  return out;
}

function figuresOf(rr: readonly number[], block: ProtocolBlock) {
  const corrected = correctBeats(rr);
  return blockFigures({ times: corrected.times, rr: corrected.rr }, block);
}

const block: ProtocolBlock = { bpm: 5.5, startMs: 0, endMs: (6 * 60_000) / 5.5, breaths: 6 };
const period = 60_000 / block.bpm;

describe('beatGaps and coveredBreaths', () => {
  it('finds a stretch without beats from the intervals around it', () => {
    const times = [1000, 2000, 3000, 8000, 9000, 10_000];
    const rr = [1000, 1000, 1000, 1000, 1000, 1000];
    // The interval ending at 8000 is the correction's; heart rate is a line from 2500 to 8500.
    expect(beatGaps(times, rr)).toEqual([{ fromMs: 2500, toMs: 8500 }]);
    expect(beatGaps([1000, 2000, 4400], [1000, 1000, 2400])).toEqual([]);
  });

  it('leaves out only the breaths a gap touches', () => {
    const gap = { fromMs: 2.5 * period, toMs: 2.5 * period + 5000 };
    expect(coveredBreaths(block, [gap])).toEqual([true, true, false, true, true, true]);
    const across = { fromMs: 2.9 * period, toMs: 3.1 * period };
    expect(coveredBreaths(block, [across])).toEqual([true, true, false, false, true, true]);
  });

  it('keeps every breath when no settled breath has beats throughout', () => {
    const gap = { fromMs: 0.5 * period, toMs: 5.5 * period };
    expect(coveredBreaths(block, [gap])).toEqual(Array(6).fill(true));
  });
});

describe('a block with a gap in its beats', () => {
  const full = sineHeart(block.bpm, 12, block.endMs + 3000);
  const whole = figuresOf(full, block);

  // A 5 s gap (a motion burst's, decision 102) over the swing's peak, at the trough, across a
  // breath's boundary: each breath's own swing is the same, so the block's must not move.
  for (const [where, fromMs] of [
    ['the peak', 2 * period + 0.1 * period],
    ['the trough', 3 * period + 0.6 * period],
    ['a boundary', 4 * period - 2500],
  ] as const) {
    it(`keeps the block's swing, LF and phase with the gap over ${where}`, () => {
      const gapped = figuresOf(withGap(full, fromMs, fromMs + 5000), block);
      expect(gapped.amplitudeBpm).toBeCloseTo(whole.amplitudeBpm, 1);
      expect(gapped.breathShare).toBeCloseTo(whole.breathShare, 2);
      expect(Math.abs(gapped.phaseDeg - whole.phaseDeg)).toBeLessThan(2);
      expect(Math.abs(gapped.lfPeakHz - whole.lfPeakHz)).toBeLessThanOrEqual(0.002);
      expect(gapped.lfPowerMs2 / whole.lfPowerMs2).toBeGreaterThan(0.9);
      expect(gapped.lfPowerMs2 / whole.lfPowerMs2).toBeLessThan(1.1);
    });
  }

  it('takes RMSSD over real intervals only, not the one the correction filled in', () => {
    const alternating = Array.from({ length: 80 }, (_, i) => (i % 2 ? 1000 : 900));
    const gapped = withGap(alternating, 20_000, 25_000);
    expect(figuresOf(alternating, block).rmssdMs).toBeCloseTo(100, 6);
    expect(figuresOf(gapped, block).rmssdMs).toBeCloseTo(100, 6);
  });
});

describe('the assessment with a gap in the resonance block', () => {
  const blocks = protocolBlocks(60);
  const resonance = blocks[2]!;
  const breath = 60_000 / resonance.bpm;

  // A strap reconnecting, or a camera's poor stretch: 5 s without beats at each quarter of each
  // settled breath of the resonance block, on three hearts.
  for (const seed of [1, 2, 3]) {
    it(`picks the rate the full recording picks (seed ${seed})`, () => {
      const truthRr = demoRecording(blocks, { seed }, 3);
      const truth = analyseRecording({ rrMs: truthRr }, 60);
      expect(truth.ok && truth.choice).toMatchObject({ kind: 'rate', bpm: 5.5 });
      for (let n = 1; n < resonance.breaths; n++) {
        for (const quarter of [0, 0.25, 0.5, 0.75]) {
          const fromMs = resonance.startMs + (n + quarter) * breath;
          const report = analyseRecording({ rrMs: withGap(truthRr, fromMs, fromMs + 5000) }, 60);
          expect(report.ok && report.choice, `gap from ${Math.round(fromMs)} ms`).toMatchObject({
            kind: 'rate',
            bpm: 5.5,
          });
        }
      }
    });
  }
});
