/**
 * A made-up but lifelike heartbeat for the demo and the tests. Heart rate follows the breath
 * through a resonant band-pass — the baroreflex loop in Vaschillo's model: the swing (respiratory
 * sinus arrhythmia) is largest, and in phase with the breath, at the resonance rate, smaller and
 * leading or lagging away from it — plus a slow drift, beat-to-beat jitter and, if asked,
 * ectopic beats (a premature beat and its compensatory pause). The same seed gives the same beats.
 */
import { breathVolumeAt, type BreathBlock } from './breath-blocks.ts';
import { gaussian, seededRandom } from '@resona/contract/heart';

export interface DemoHeart {
  /** Breaths a minute at which heart rate swings most. */
  resonanceBpm: number;
  /** Peak-to-trough heart-rate swing at resonance, beats a minute (0: a flat recording). */
  swingBpm: number;
  /** Sharpness of the resonance (quality factor of the band-pass). */
  sharpness: number;
  restingBpm: number;
  /** Beat-to-beat jitter, ms (standard deviation). */
  jitterMs: number;
  /** Slow drift of heart rate, beats a minute (standard deviation). */
  driftBpm: number;
  /** Share of beats that are premature (ectopic), 0..1. */
  ectopicShare: number;
  seed: number;
}

export const DEMO_HEART: DemoHeart = {
  resonanceBpm: 5.5,
  swingBpm: 16,
  sharpness: 5,
  restingBpm: 66,
  jitterMs: 12,
  driftBpm: 1.5,
  ectopicShare: 0.004,
  seed: 1,
};

const STEP_S = 0.02;

/** Heart-rate deviation (beats a minute) driven by the breath, sampled every STEP_S. */
function breathDrivenRate(heart: DemoHeart, blocks: readonly BreathBlock[], lengthS: number) {
  const w0 = (2 * Math.PI * heart.resonanceBpm) / 60;
  const damping = w0 / heart.sharpness;
  const out = new Float64Array(Math.ceil(lengthS / STEP_S) + 2);
  // x'' + (w0/Q) x' + w0² x = u; y = (w0/Q) x' is a band-pass of gain 1 and phase 0 at w0.
  // The breath's fundamental is about half its 0..1 range, hence the factor 2 below.
  let x = 0;
  let v = 0;
  for (let i = 0; i < out.length; i++) {
    const u = 2 * heart.swingBpm * (breathVolumeAt(blocks, i * STEP_S * 1000) - 0.5);
    v += STEP_S * (u - damping * v - w0 * w0 * x);
    x += STEP_S * v;
    out[i] = (damping * v) / 2;
  }
  return out;
}

/**
 * RR intervals (ms) of a recording of `blocks` that starts at the first inhale, plus `extraS`
 * seconds of breathing at the last rate (a recording rarely stops on the dot).
 */
export function demoRecording(
  blocks: readonly BreathBlock[],
  heart: Partial<DemoHeart> = {},
  extraS = 0,
): number[] {
  const h = { ...DEMO_HEART, ...heart };
  const random = seededRandom(h.seed);
  const lengthS = (blocks.at(-1)?.endMs ?? 0) / 1000 + extraS;
  const swing = breathDrivenRate(h, blocks, lengthS);
  const rr: number[] = [];
  let t = 0;
  let drift = 0;
  let pause = 0;
  while (t < lengthS) {
    // An Ornstein–Uhlenbeck drift: wanders, but comes back to rest within a minute or so.
    drift += -drift * 0.02 + h.driftBpm * 0.2 * gaussian(random);
    // The rate of an interval is the rate at its middle, about half a beat ahead of its start.
    const middle = t + 30 / (h.restingBpm + drift);
    const bpm = h.restingBpm + drift + (swing[Math.floor(middle / STEP_S)] ?? 0);
    let interval = 60_000 / bpm + h.jitterMs * gaussian(random) + pause;
    pause = 0;
    if (random() < h.ectopicShare) {
      // Premature by 35 %, then a compensatory pause: the two beats keep the sinus rhythm.
      pause = interval * 0.35;
      interval -= pause;
    }
    rr.push(Math.round(interval * 10) / 10);
    t += interval / 1000;
  }
  return rr;
}
