/**
 * Noise that is a pure function of time: the same (seed, time) always gives the same value, so a
 * frame can be drawn at any moment, in any order, by the unit tests or by the Y4M writer alike.
 */
import { gaussian, seededRandom } from '@resona/contract/heart';

/** A standard normal draw for one integer key (a frame's microsecond, a knot's number). */
export function noiseAt(seed: number, key: number): number {
  // Mixes the key into the seed (a Weyl step and a multiply) so neighbouring keys are unrelated.
  const mixed = Math.imul((seed ^ Math.imul(key | 0, 0x9e3779b1)) >>> 0, 0x85ebca6b) ^ (key >>> 16);
  return gaussian(seededRandom(mixed));
}

/** Value noise: standard normal draws `knotMs` apart, joined by a cosine ease (smooth, ~N(0, ~0.8)). */
export function smoothNoiseAt(seed: number, ms: number, knotMs: number): number {
  const x = ms / knotMs;
  const k = Math.floor(x);
  const ease = (1 - Math.cos(Math.PI * (x - k))) / 2;
  return noiseAt(seed, k) * (1 - ease) + noiseAt(seed, k + 1) * ease;
}
