import { describe, expect, it } from 'vitest';
import { rmssdMayReadHigh } from './rmssd-caution.ts';

describe('rmssdMayReadHigh', () => {
  it('says nothing of a clean recording, or of one with a few beats lost or faint', () => {
    expect(rmssdMayReadHigh({ beats: 400, lost: 0, faint: 0 })).toBe(false);
    // The bench's worst stall run: 31 % of the beats placed or corrected, RMSSD over the rest true.
    expect(rmssdMayReadHigh({ beats: 340, lost: 105, faint: 0 })).toBe(false);
    expect(rmssdMayReadHigh({ beats: 400, lost: 0, faint: 99 })).toBe(false);
  });

  it('flags a third of the beats lost or placed, or a quarter timed on a faint pulse', () => {
    expect(rmssdMayReadHigh({ beats: 300, lost: 100, faint: 0 })).toBe(true);
    expect(rmssdMayReadHigh({ beats: 400, lost: 0, faint: 100 })).toBe(true);
    expect(rmssdMayReadHigh({ beats: 400, lost: 60, faint: 250 })).toBe(true);
  });

  it('says nothing where there are no beats to judge', () => {
    expect(rmssdMayReadHigh({ beats: 0, lost: 0, faint: 0 })).toBe(false);
  });
});
