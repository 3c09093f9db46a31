import { describe, expect, it } from 'vitest';
import {
  permutedBlock,
  randomBelow,
  randomWords,
  sizesFit,
  type WeightedArm,
} from './permuted-blocks.ts';

const seedA = Buffer.alloc(32, 7);
const seedB = Buffer.alloc(32, 8);
const TWO: WeightedArm[] = [
  { id: 11, weight: 1 },
  { id: 12, weight: 1 },
];

/** The first `count` allocations of a stratum, block after block, as allocateArm walks them. */
function sequence(
  seed: Buffer,
  stratum: string,
  arms: WeightedArm[],
  sizes: number[],
  count: number,
) {
  const out: { arm: number; block: number }[] = [];
  for (let block = 0; out.length < count; block++) {
    for (const arm of permutedBlock(seed, stratum, block, arms, sizes)) out.push({ arm, block });
  }
  return out.slice(0, count);
}

describe('permuted blocks from a seed', () => {
  it('balances every complete block, and the running imbalance stays within half the largest block', () => {
    for (const stratum of ['all', 'age_group=2', 'gender=1;age_group=3']) {
      const allocated = sequence(seedA, stratum, TWO, [4, 6], 600);
      const blocks: { arm: number }[][] = [];
      for (const a of allocated) (blocks[a.block] ??= []).push(a);
      const complete = blocks.slice(0, -1);
      expect(complete.length).toBeGreaterThan(90);
      for (const block of complete) {
        expect([4, 6]).toContain(block.length);
        const first = block.filter((a) => a.arm === 11).length;
        expect(first * 2).toBe(block.length);
      }
      let difference = 0;
      for (const a of allocated) {
        difference += a.arm === 11 ? 1 : -1;
        expect(Math.abs(difference)).toBeLessThanOrEqual(6 / 2);
      }
      // Both sizes are drawn.
      expect(new Set(complete.map((b) => b.length))).toEqual(new Set([4, 6]));
    }
  });

  it('follows unequal weights: 2 to 1 in every block of 3 or 6', () => {
    const arms = [
      { id: 1, weight: 2 },
      { id: 2, weight: 1 },
    ];
    for (let block = 0; block < 50; block++) {
      const drawn = permutedBlock(seedA, 'all', block, arms, [3, 6]);
      expect(drawn.filter((id) => id === 1).length).toBe((drawn.length * 2) / 3);
    }
    expect(sizesFit([3, 6], arms)).toBe(true);
    expect(sizesFit([4], arms)).toBe(false);
  });

  it('is reproducible from the seed: the same seed gives the same sequence, another seed another', () => {
    const again = sequence(Buffer.from(seedA), 'all', TWO, [4, 6], 200);
    expect(sequence(seedA, 'all', TWO, [4, 6], 200)).toEqual(again);
    expect(sequence(seedB, 'all', TWO, [4, 6], 200)).not.toEqual(again);
    // Strata are separate sequences.
    expect(sequence(seedA, 'gender=1', TWO, [4, 6], 200)).not.toEqual(again);
  });

  it('draws from HMAC-SHA256 in counter mode, unbiased below n', () => {
    const next = randomWords(seedA, 'label');
    const words = Array.from({ length: 16 }, next);
    expect(new Set(words).size).toBe(16);
    expect(Array.from({ length: 16 }, randomWords(seedA, 'label'))).toEqual(words);
    const counts = [0, 0, 0];
    const draw = randomWords(seedB, 'uniform');
    for (let i = 0; i < 3000; i++) counts[randomBelow(draw, 3)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(900);
  });
});
