import { createHmac } from 'node:crypto';

/**
 * Permuted-block randomisation drawn from a secret seed (decision 083). Everything here is a
 * pure function of the seed and a block's name, so the whole sequence can be re-derived to
 * check it, and nothing needs storing but where each stratum stands.
 */

/**
 * A stream of 32-bit numbers: HMAC-SHA256(seed, label ‖ 0x00 ‖ counter) for counter 0, 1, …,
 * each digest read as eight big-endian words. Counter mode with a keyed hash: without the seed
 * one block says nothing of another.
 */
export function randomWords(seed: Buffer, label: string): () => number {
  let counter = 0;
  let words: number[] = [];
  return () => {
    if (words.length === 0) {
      const digest = createHmac('sha256', seed).update(`${label}\u0000${counter++}`).digest();
      words = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
    }
    return words.shift()!;
  };
}

/** A whole number in [0, n), unbiased: words from the top of the range that would skew it are drawn again. */
export function randomBelow(next: () => number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const word = next();
    if (word < limit) return word % n;
  }
}

export interface WeightedArm {
  id: number;
  weight: number;
}

/** Every block size must hold each arm a whole number of times its weight. */
export const totalWeight = (arms: WeightedArm[]) => arms.reduce((sum, a) => sum + a.weight, 0);

export const sizesFit = (sizes: number[], arms: WeightedArm[]) =>
  sizes.every((size) => size % totalWeight(arms) === 0);

/**
 * Block `index` (0-based) of a stratum: its size drawn at random from `sizes`, then the arms,
 * each `weight × size / total weight` times, in an order shuffled by Fisher–Yates. Arms are
 * taken in id order, so the result depends only on the seed, the stratum, the index, the arms
 * and the sizes.
 */
export function permutedBlock(
  seed: Buffer,
  stratum: string,
  index: number,
  arms: WeightedArm[],
  sizes: number[],
): number[] {
  const next = randomWords(seed, `block\u0000${stratum}\u0000${index}`);
  const size = sizes[randomBelow(next, sizes.length)]!;
  const times = size / totalWeight(arms);
  const block = [...arms]
    .sort((a, b) => a.id - b.id)
    .flatMap((arm) => Array<number>(arm.weight * times).fill(arm.id));
  for (let i = block.length - 1; i > 0; i--) {
    const j = randomBelow(next, i + 1);
    [block[i], block[j]] = [block[j]!, block[i]!];
  }
  return block;
}
