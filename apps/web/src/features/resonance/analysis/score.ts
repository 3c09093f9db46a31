/**
 * Which rate is the resonance rate. Lehrer, Vaschillo & Vaschillo (2000) and Shaffer & Meehan
 * (2020, "A practical guide to resonance frequency assessment for heart rate variability
 * biofeedback", Front Neurosci 14:570400) pick it by the largest peak-to-trough heart-rate swing,
 * the largest LF power and LF peak, and heart rate in phase with the breath (0°). Resona weighs
 * these, each against the best block of the recording:
 *
 *   score = 100 × (0.40 · amplitude / best amplitude
 *                + 0.25 · LF power / best LF power
 *                + 0.15 · LF peak density / best LF peak density
 *                + 0.20 · breath share · max(0, cos phase))
 *
 * The phase term counts only as far as heart rate follows the breath at all (breath share), so
 * a random angle in a block without a swing adds nothing. A rate stands out when its score is at
 * least STAND_OUT_MARGIN points above the next and heart rate follows the breath in that block
 * (breath share ≥ MIN_BREATH_SHARE); otherwise the report says no rate stands out.
 */
import type { BlockFigures } from './block-figures.ts';

export const WEIGHTS = { amplitude: 0.4, lfPower: 0.25, lfPeak: 0.15, phase: 0.2 } as const;
export const STAND_OUT_MARGIN = 5;
export const MIN_BREATH_SHARE = 0.3;

export type ResonanceChoice =
  | { kind: 'rate'; bpm: number; margin: number }
  | { kind: 'none'; reason: 'close' | 'no-swing'; margin: number };

export function blockScores(blocks: readonly BlockFigures[]): number[] {
  const best = (pick: (b: BlockFigures) => number) => Math.max(...blocks.map(pick)) || 1;
  const amplitude = best((b) => b.amplitudeBpm);
  const lfPower = best((b) => b.lfPowerMs2);
  const lfPeak = best((b) => b.lfPeakDensity);
  return blocks.map((b) => {
    const phase = b.breathShare * Math.max(0, Math.cos((b.phaseDeg * Math.PI) / 180));
    const sum =
      WEIGHTS.amplitude * (b.amplitudeBpm / amplitude) +
      WEIGHTS.lfPower * (b.lfPowerMs2 / lfPower) +
      WEIGHTS.lfPeak * (b.lfPeakDensity / lfPeak) +
      WEIGHTS.phase * phase;
    return Math.round(1000 * sum) / 10;
  });
}

export function chooseRate(
  blocks: readonly BlockFigures[],
  scores: readonly number[],
): ResonanceChoice {
  const order = scores.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0]);
  const [first, second] = order;
  if (!first) return { kind: 'none', reason: 'no-swing', margin: 0 };
  const margin = Math.round(10 * (first[0] - (second?.[0] ?? 0))) / 10;
  const best = blocks[first[1]]!;
  if (best.breathShare < MIN_BREATH_SHARE) return { kind: 'none', reason: 'no-swing', margin };
  if (margin < STAND_OUT_MARGIN) return { kind: 'none', reason: 'close', margin };
  return { kind: 'rate', bpm: best.bpm, margin };
}
