/**
 * Beats in a window of band-passed blood volume (red inverted: more blood, less red).
 *
 * Detection: Elgendi's two event-related moving averages (Elgendi et al. 2013, "Systolic peak
 * detection in acceleration photoplethysmograms…", PLoS ONE 8(10):e76585) — the clipped and
 * squared signal's 111 ms average against its 667 ms average plus a small offset; every block
 * where the short one rises above, and is at least 111 ms wide, holds one systolic peak.
 *
 * Fiducial point: the steepest upstroke (the maximum of the first derivative) before that peak,
 * refined by a parabola through the derivative's three samples around it. The upstroke is the
 * sharpest feature of a pulse, so its time moves least with noise, breath and the notch's shape;
 * the peak is blunt and the foot shallow (Peralta et al. 2019, "Optimal fiducial points for pulse
 * rate variability analysis from forehead and finger PPG signals", Physiol Meas 40:025007: the
 * maximum-slope point agrees best with ECG among the simple ones).
 */

const PEAK_MS = 111;
const BEAT_MS = 667;
const OFFSET_SHARE = 0.02;
/** How far before its peak the upstroke is looked for. */
const UPSTROKE_MS = 350;

export interface FoundBeat {
  /** Fractional grid index of the steepest upstroke. */
  index: number;
  /** Height of the systolic peak above zero (the band-passed signal's own units). */
  height: number;
  /** The upstroke's slope, per grid step. */
  slope: number;
}

/** Centred moving average of width `w` (odd), shorter at the ends. */
function movingAverage(values: Float64Array, w: number): Float64Array {
  const half = w >> 1;
  const out = new Float64Array(values.length);
  let sum = 0;
  let from = 0;
  let to = 0;
  for (let i = 0; i < values.length; i++) {
    while (to < Math.min(values.length, i + half + 1)) sum += values[to++]!;
    while (from < i - half) sum -= values[from++]!;
    out[i] = sum / (to - from);
  }
  return out;
}

/** The derivative by central differences, per grid step. */
export function derivative(x: Float64Array): Float64Array {
  const d = new Float64Array(x.length);
  for (let i = 1; i < x.length - 1; i++) d[i] = (x[i + 1]! - x[i - 1]!) / 2;
  return d;
}

/** Where the parabola through (−1, a), (0, b), (1, c) peaks, −0.5..0.5. */
export function parabolicOffset(a: number, b: number, c: number): number {
  const bend = a - 2 * b + c;
  return bend < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (a - c)) / bend)) : 0;
}

/** The steepest point of `slope` in [from, to], refined between samples; null at an edge. */
export function steepestUpstroke(slope: Float64Array, from: number, to: number): FoundBeat | null {
  let best = -1;
  for (let i = Math.max(1, from); i <= Math.min(slope.length - 2, to); i++) {
    if (best < 0 || slope[i]! > slope[best]!) best = i;
  }
  if (best < 1 || best > slope.length - 2 || slope[best]! <= 0) return null;
  const offset = parabolicOffset(slope[best - 1]!, slope[best]!, slope[best + 1]!);
  return { index: best + offset, height: 0, slope: slope[best]! };
}

/** The beats of `volume` (band-passed blood volume) sampled at `sampleHz`. */
export function findBeats(volume: Float64Array, sampleHz: number): FoundBeat[] {
  const n = volume.length;
  const squared = new Float64Array(n);
  let mean = 0;
  for (let i = 0; i < n; i++) {
    const v = Math.max(0, volume[i]!);
    squared[i] = v * v;
    mean += squared[i]! / n;
  }
  const w1 = Math.round((PEAK_MS * sampleHz) / 1000) | 1;
  const w2 = Math.round((BEAT_MS * sampleHz) / 1000) | 1;
  const peak = movingAverage(squared, w1);
  const beat = movingAverage(squared, w2);
  const offset = OFFSET_SHARE * mean;
  const slope = derivative(volume);
  const reach = Math.round((UPSTROKE_MS * sampleHz) / 1000);
  const beats: FoundBeat[] = [];
  let start = -1;
  for (let i = 0; i <= n; i++) {
    const inside = i < n && peak[i]! > beat[i]! + offset;
    if (inside && start < 0) start = i;
    if (inside || start < 0) continue;
    if (i - start >= w1) {
      let top = start;
      for (let j = start; j < i; j++) if (volume[j]! > volume[top]!) top = j;
      const found = steepestUpstroke(slope, top - reach, top);
      if (found) beats.push({ ...found, height: volume[top]! });
    }
    start = -1;
  }
  return beats;
}
