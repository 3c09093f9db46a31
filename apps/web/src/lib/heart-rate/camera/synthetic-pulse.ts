/**
 * A fingertip on the camera, made up from a known series of beat intervals: the truth the pulse
 * analyser is measured against (issue 31's aims) and what the browser journeys' Y4M videos are
 * drawn from. Everything is a pure function of time and the seed — no DOM, no Vite-only import —
 * so node (the Y4M writer, the bench) and the unit tests draw the same frames.
 *
 * Red falls as blood fills the fingertip (haemoglobin absorbs), so each beat is a dip in red:
 * red = level × (1 + breath swing + drift) × (1 − depth × wave), plus sensor noise.
 */
import { gaussian, seededRandom } from '@resona/contract/heart';
import { noiseAt, smoothNoiseAt } from './smooth-noise.ts';
import { ppgWave, WAVE_SPAN_MS } from './ppg-wave.ts';
import type { FrameSample } from './pulse-types.ts';

/** A stretch of the recording, ms on the camera's clock. */
export interface Stretch {
  startMs: number;
  endMs: number;
}

export interface SyntheticPulseOptions {
  seed: number;
  /** Mean red, green and blue of the lit fingertip, 0..255. */
  level: { r: number; g: number; b: number };
  /** Depth of a pulse, share of red's level (0.005–0.02 in real fingertips). */
  depth: number;
  /** Lung fullness 0..1 at `ms` (the pacer's breath); swings the baseline and the depth. */
  breath: (ms: number) => number;
  /** Baseline swing with the breath, share of the level, peak to peak. */
  breathBaseline: number;
  /** Pulse-depth swing with the breath, share of the depth, peak to peak. */
  breathDepth: number;
  /**
   * Sensor noise on each frame's means, levels (standard deviation). A region of a few thousand
   * pixels, each noisy by 2–3 levels, averages to about 0.05; 0.1 leaves room for compression.
   */
  noise: number;
  /** Slow drift of the level (warming, pressure), share of the level (standard deviation). */
  drift: number;
  /** The finger moves: the region's brightness jumps, ambient light leaks in at the edges. */
  motion: readonly Stretch[];
  /** No finger on the lens: a dim grey room. */
  noFinger: readonly Stretch[];
  /** Pressed too hard: blood squeezed out, red at its ceiling. */
  pressed: readonly Stretch[];
  /** When the first interval begins, ms: the beats start here. */
  startMs: number;
}

export const SYNTHETIC_DEFAULTS: SyntheticPulseOptions = {
  seed: 1,
  level: { r: 175, g: 38, b: 22 },
  depth: 0.01,
  // Six breaths a minute when no pacer is given: the resonance band.
  breath: (ms) => 0.5 - 0.5 * Math.cos((2 * Math.PI * ms) / 10_000),
  breathBaseline: 0.01,
  breathDepth: 0.3,
  noise: 0.1,
  drift: 0.02,
  motion: [],
  noFinger: [],
  pressed: [],
  startMs: 0,
};

export interface PulseScene {
  options: SyntheticPulseOptions;
  /** When each pulse starts (its foot), ms, increasing. */
  beatTimes: Float64Array;
}

/** The beats of `rrMs` placed on the camera's clock: beat k ends interval k. */
export function pulseScene(
  rrMs: readonly number[],
  options: Partial<SyntheticPulseOptions> = {},
): PulseScene {
  const o = { ...SYNTHETIC_DEFAULTS, ...options };
  const beatTimes = new Float64Array(rrMs.length + 1);
  beatTimes[0] = o.startMs;
  for (let i = 0; i < rrMs.length; i++) beatTimes[i + 1] = beatTimes[i]! + rrMs[i]!;
  return { options: o, beatTimes };
}

function within(stretches: readonly Stretch[], ms: number): boolean {
  return stretches.some((s) => ms >= s.startMs && ms < s.endMs);
}

/** Sum of the pulses reaching `ms`; a binary search finds the last beat that started. */
function bloodVolume(beats: Float64Array, ms: number): number {
  let low = 0;
  let high = beats.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (beats[mid]! <= ms) low = mid + 1;
    else high = mid;
  }
  let sum = 0;
  for (let i = low - 1; i >= 0 && ms - beats[i]! <= WAVE_SPAN_MS.after; i--) {
    sum += ppgWave(ms - beats[i]!);
  }
  return sum;
}

/** Share of pixels at red's ceiling for a region of mean `r` whose pixels spread about 8 levels. */
function clippedShare(r: number): number {
  return 1 / (1 + Math.exp(-(r - 247) / 2.5));
}

/**
 * The frame's region at `ms`, as the worker would measure it. Pure and cheap (a few
 * microseconds): the Y4M writer calls it once per frame and draws the whole frame from it.
 */
export function syntheticFrameAt(scene: PulseScene, ms: number): FrameSample {
  const o = scene.options;
  const seed = o.seed;
  // Noise keyed on the frame's microsecond: a frame drawn twice is the same frame.
  const key = Math.round(ms * 1000);
  const noise = (channel: number) => o.noise * noiseAt(seed + channel, key);
  if (within(o.noFinger, ms)) {
    const grey = 70 + 6 * smoothNoiseAt(seed + 7, ms, 900);
    return {
      t: ms,
      r: grey + 2 + noise(1),
      g: grey + noise(2),
      b: grey + 4 + noise(3),
      clipped: 0,
      spread: 28 + 3 * smoothNoiseAt(seed + 8, ms, 500),
    };
  }
  const breath = o.breath(ms) - 0.5;
  const drift =
    o.drift *
    (0.7 * smoothNoiseAt(seed + 4, ms, 40_000) + 0.3 * smoothNoiseAt(seed + 5, ms, 9_000));
  let depth = o.depth * (1 + o.breathDepth * breath);
  let r = o.level.r * (1 + o.breathBaseline * breath + drift);
  let g = o.level.g * (1 + drift);
  let b = o.level.b * (1 + drift);
  let spread = 4;
  if (within(o.pressed, ms)) {
    // Pressing hard blanches the fingertip: less blood to pulse, more light through.
    r = 252;
    depth *= 0.15;
  }
  if (within(o.motion, ms)) {
    // The finger slides: the region sees more skin or more gap, and room light at the edges.
    r += 30 * smoothNoiseAt(seed + 10, ms, 180);
    const leak = Math.abs(smoothNoiseAt(seed + 11, ms, 220));
    g += 25 * leak;
    b += 20 * leak;
    spread += 18 * Math.abs(smoothNoiseAt(seed + 12, ms, 200));
  }
  const volume = bloodVolume(scene.beatTimes, ms);
  const red = Math.min(255, r * (1 - depth * volume) + noise(1));
  return {
    t: ms,
    r: red,
    // Green and blue pulse too, far less through a fingertip lit from behind.
    g: g * (1 - 0.3 * depth * volume) + noise(2),
    b: b * (1 - 0.2 * depth * volume) + noise(3),
    clipped: clippedShare(red),
    spread: spread + 0.3 * noiseAt(seed + 13, key),
  };
}

export interface CameraTiming {
  fps: number;
  /** Standard deviation of each frame's capture time around its slot, ms. */
  jitterMs: number;
  /** Share of frames after which one or two frames are dropped (gaps of 2–3 periods). */
  dropShare: number;
  seed: number;
}

export const CAMERA_DEFAULTS: CameraTiming = { fps: 30, jitterMs: 2, dropShare: 0, seed: 1 };

/** The capture times of a camera running from `fromMs` to `toMs`, some frames dropped. */
export function frameTimes(
  fromMs: number,
  toMs: number,
  timing: Partial<CameraTiming> = {},
): number[] {
  const c = { ...CAMERA_DEFAULTS, ...timing };
  const random = seededRandom(c.seed);
  const period = 1000 / c.fps;
  // Kept within a third of a period, so frames never swap places.
  const limit = 0.3 * period;
  const times: number[] = [];
  for (let k = 0; fromMs + k * period < toMs; k++) {
    const jitter = Math.max(-limit, Math.min(limit, c.jitterMs * gaussian(random)));
    times.push(fromMs + k * period + jitter);
    if (random() < c.dropShare) k += random() < 0.5 ? 1 : 2;
  }
  return times;
}

/** Every frame the camera delivers of `scene` from its first beat to its last. */
export function syntheticFrames(
  scene: PulseScene,
  timing: Partial<CameraTiming> = {},
): FrameSample[] {
  const from = scene.beatTimes[0]!;
  const to = scene.beatTimes[scene.beatTimes.length - 1]! + 500;
  return frameTimes(from, to, timing).map((t) => syntheticFrameAt(scene, t));
}
