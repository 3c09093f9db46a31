/**
 * One look at the last 8 s of the fingertip: the red on its 100 Hz grid, with any untrustworthy
 * stretch bridged by a straight line (so a jump does not ring through the filters into the good
 * beats around it), detrended and band-passed forward and backward, then searched for beats.
 */
import { bandPass, filtfilt } from './zero-phase-filter.ts';
import { derivative, findBeats, steepestUpstroke } from './beat-finder.ts';
import { GRID_HZ } from './frame-resampler.ts';
import type { TimedBeat } from './beat-rules.ts';

/**
 * The pulse's band (36–210 beats a minute): where beats are found and timed. A wider band (to 5
 * or 8 Hz) keeps the upstroke sharper but lets in more of the sensor's noise; on the synthetic
 * truth 3.5 Hz timed intervals best at every frame rate (decision 102).
 */
const PULSE_BAND = bandPass(0.6, 3.5, GRID_HZ);
/** Padding of each end for the filters' start-up, samples (1 s). */
const PAD = GRID_HZ;
/** The span perfusion is measured over, at the window's end, samples. */
const PERFUSION_SPAN = 4 * GRID_HZ;

export interface WindowLook {
  beats: TimedBeat[];
  /** RMS of the pulse band over mean red, in the window's last 4 s of good signal. */
  perfusion: number | null;
  /** Looks for a weak upstroke between two times (for a missed beat). */
  upstrokeBetween: (fromMs: number, toMs: number) => TimedBeat | null;
}

/** Replaces each run of `bad` samples by a line between the good samples around it. */
function bridge(values: Float64Array, bad: Uint8Array): void {
  let i = 0;
  while (i < values.length) {
    if (!bad[i]) {
      i++;
      continue;
    }
    let end = i;
    while (end < values.length && bad[end]) end++;
    const left = i > 0 ? values[i - 1]! : null;
    const right = end < values.length ? values[end]! : null;
    for (let j = i; j < end; j++) {
      if (left === null) values[j] = right ?? 0;
      else if (right === null) values[j] = left;
      else values[j] = left + ((right - left) * (j - i + 1)) / (end - i + 1);
    }
    i = end;
  }
}

/** Removes the least-squares line, so the padding's reflections start near zero. */
export function detrend(values: Float64Array): void {
  const n = values.length;
  const meanI = (n - 1) / 2;
  let meanV = 0;
  for (let i = 0; i < n; i++) meanV += values[i]! / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (i - meanI) * (values[i]! - meanV);
    den += (i - meanI) ** 2;
  }
  const slope = den ? num / den : 0;
  for (let i = 0; i < n; i++) values[i] = values[i]! - meanV - slope * (i - meanI);
}

/**
 * The beats and perfusion of `red` (the window's grid values, oldest first; `bad` marks the
 * samples not to trust), whose first sample is at `startMs`.
 */
export function lookAtWindow(red: Float64Array, bad: Uint8Array, startMs: number): WindowLook {
  const n = red.length;
  const stepMs = 1000 / GRID_HZ;
  let level = 0;
  let good = 0;
  for (let i = Math.max(0, n - PERFUSION_SPAN); i < n; i++) {
    if (bad[i]) continue;
    level += red[i]!;
    good++;
  }
  level = good ? level / good : NaN;
  bridge(red, bad);
  detrend(red);
  // Red falls as blood fills the fingertip: the negative is blood volume, beats point up.
  const volume = filtfilt(red, PULSE_BAND, PAD).map((v) => -v);
  let power = 0;
  for (let i = Math.max(0, n - PERFUSION_SPAN); i < n; i++) {
    if (!bad[i]) power += volume[i]! ** 2;
  }
  // Less than a second of good signal tells nothing of the pulse's strength.
  const perfusion = good >= GRID_HZ && level > 0 ? Math.sqrt(power / good) / level : null;
  const toBeat = (b: { index: number; height: number; slope: number }): TimedBeat => ({
    at: startMs + b.index * stepMs,
    height: b.height,
    slope: b.slope,
  });
  const slope = derivative(volume);
  return {
    beats: findBeats(volume, GRID_HZ).map(toBeat),
    perfusion,
    upstrokeBetween: (fromMs, toMs) => {
      const from = Math.ceil((fromMs - startMs) / stepMs);
      const to = Math.floor((toMs - startMs) / stepMs);
      const found = steepestUpstroke(slope, from, to);
      if (!found) return null;
      const top = Math.min(n - 1, Math.round(found.index) + 15);
      return toBeat({ ...found, height: volume[top]! });
    },
  };
}
