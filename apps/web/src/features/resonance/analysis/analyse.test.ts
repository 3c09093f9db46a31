import { describe, expect, it } from 'vitest';
import { demoRecording } from '../../../lib/heart-rate/demo-recording.ts';
import { DemoSource } from '../../../lib/heart-rate/demo-source.ts';
import { analyseRecording } from './analyse.ts';
import { PROTOCOL_RATES, protocolBlocks } from './protocol.ts';
import { STAND_OUT_MARGIN } from './score.ts';

describe('analyseRecording', () => {
  for (const resonanceBpm of [4.5, 5, 5.5, 6, 6.5]) {
    for (const seed of [1, 2, 3]) {
      it(`finds a resonance at ${resonanceBpm} breaths/min through noise and ectopic beats (seed ${seed})`, () => {
        const rrMs = demoRecording(protocolBlocks(120), {
          resonanceBpm,
          seed,
          ectopicShare: 0.01,
          jitterMs: 15,
        });
        const report = analyseRecording({ rrMs }, 120);
        if (!report.ok) throw new Error('too short');
        expect(report.choice).toMatchObject({ kind: 'rate', bpm: resonanceBpm });
        if (report.choice.kind === 'rate') {
          expect(report.choice.margin).toBeGreaterThanOrEqual(STAND_OUT_MARGIN);
        }
        expect(report.quality.corrected).toBeGreaterThan(0);
        expect(report.quality.percent).toBeGreaterThan(95);
        const chosen = report.blocks.find((b) => b.bpm === resonanceBpm)!;
        // At resonance heart rate rises and falls with the breath.
        expect(Math.abs(chosen.phaseDeg)).toBeLessThan(30);
        expect(chosen.lfPeakHz).toBeCloseTo(resonanceBpm / 60, 2);
      });
    }
  }

  it('finds the demo heart at 5.5 at either block length', () => {
    for (const seconds of [120, 60] as const) {
      const report = analyseRecording(
        { rrMs: new DemoSource(protocolBlocks(seconds)).recording() },
        seconds,
      );
      expect(report.ok && report.choice).toMatchObject({ kind: 'rate', bpm: 5.5 });
    }
  });

  it('reads a quick check of 60 s blocks', () => {
    const rrMs = demoRecording(protocolBlocks(60), { resonanceBpm: 5, seed: 4 });
    const report = analyseRecording({ rrMs }, 60);
    expect(report.ok && report.choice).toMatchObject({ kind: 'rate', bpm: 5 });
    expect(report.ok && report.blocks.map((b) => b.bpm)).toEqual([...PROTOCOL_RATES]);
  });

  it('leaves the differences a beat the camera could not film touches out of RMSSD', () => {
    const rrMs = demoRecording(protocolBlocks(60), { resonanceBpm: 5, seed: 4 });
    // A beat in the third block placed 40 ms late: the interval before it longer, the one after
    // shorter, every other beat where it was.
    const i = Math.round(rrMs.length / 2);
    const placed = rrMs.map((rr, k) => (k === i ? rr + 40 : k === i + 1 ? rr - 40 : rr));
    const rmssdOf = (recording: Parameters<typeof analyseRecording>[0]) => {
      const report = analyseRecording(recording, 60);
      if (!report.ok) throw new Error('too short');
      return report.blocks.map((b) => b.rmssdMs);
    };
    const truth = rmssdOf({ rrMs });
    const unmarked = rmssdOf({ rrMs: placed });
    const marked = rmssdOf({ rrMs: placed, estimatedBeats: [i] });
    // Unmarked, the misplaced beat reads its block's RMSSD high.
    expect(unmarked[2]!).toBeGreaterThan(truth[2]! + 1);
    // Marked, its three differences are left out: the same as the truth without them.
    expect(marked[2]).toBeCloseTo(rmssdOf({ rrMs, estimatedBeats: [i] })[2]!, 6);
    expect(Math.abs(marked[2]! - truth[2]!)).toBeLessThan(1);
    // The other blocks are untouched.
    for (const k of [0, 1, 3, 4]) expect(marked[k]).toBe(unmarked[k]);
  });

  it('refuses a recording shorter than the protocol', () => {
    const rrMs = demoRecording(protocolBlocks(60), { seed: 1 });
    expect(analyseRecording({ rrMs }, 120)).toMatchObject({ ok: false, reason: 'too-short' });
  });

  it('says no rate stands out on a flat recording', () => {
    for (const seed of [1, 2, 3, 4]) {
      const rrMs = demoRecording(protocolBlocks(120), { swingBpm: 0, seed, ectopicShare: 0.01 });
      const report = analyseRecording({ rrMs }, 120);
      if (!report.ok) throw new Error('too short');
      expect(report.choice.kind).toBe('none');
    }
  });
});
