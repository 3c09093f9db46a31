/**
 * A beat whose upstroke fell where the camera took too few frames — in a stall, or across a
 * frame or two dropped at 24 fps — cannot be timed on its own upstroke: the grid there is the
 * resampler's guess. It is timed instead by sliding the window's average pulse (its clean beats'
 * red, aligned on their upstrokes) over the frames the camera did take around it, each fit with
 * its own level and slope, and taking the shift that fits best. Only real frames are fitted, so
 * the gap weighs nothing; the clean beats keep their own upstroke (a template pulls them toward
 * the average, decision 102).
 */
import { GRID_MS } from './frame-resampler.ts';
import { detrend } from './pulse-window.ts';

/**
 * The template's reach around the upstroke: the foot before it, the peak and notch after, and
 * enough beyond that an upstroke just after a 300 ms stall still has frames on its far side
 * (reaching 300 ms before and 500 ms after, such beats fitted nothing or slid by 150–200 ms).
 */
export const BEFORE_MS = 450;
export const AFTER_MS = 600;
const LENGTH = (BEFORE_MS + AFTER_MS) / GRID_MS + 1;
/** How far from the first guess the fit looks. */
const SEARCH_MS = 200;
/** The least share of the frames' variance about a line the fitted pulse must explain. */
const MIN_FIT = 0.6;
/** A fit needs at least this many frames, and two on each side of the upstroke. */
const MIN_FRAMES = 8;
const MIN_SIDE = 2;

/** The average pulse of `raw` (grid values from `startMs`) around `upstrokes` (ms), or null. */
export function averagePulse(
  raw: Float64Array,
  startMs: number,
  upstrokes: readonly number[],
): Float64Array | null {
  const sum = new Float64Array(LENGTH);
  const segment = new Float64Array(LENGTH);
  let count = 0;
  for (const at of upstrokes) {
    // Upstrokes fall between grid points: each segment is read at its own, not the nearest one.
    const from = (at - BEFORE_MS - startMs) / GRID_MS;
    if (from < 0 || from + LENGTH >= raw.length) continue;
    const whole = Math.floor(from);
    const part = from - whole;
    for (let i = 0; i < LENGTH; i++) {
      const a = raw[whole + i]!;
      segment[i] = a + (raw[whole + i + 1]! - a) * part;
    }
    // Each segment's own line off: the breath and drift under it.
    detrend(segment);
    for (let i = 0; i < LENGTH; i++) sum[i] = sum[i]! + segment[i]!;
    count++;
  }
  if (count < 3) return null;
  return sum.map((v) => v / count);
}

/** The template at `ms` from its upstroke, by straight lines between its grid points. */
function templateAt(template: Float64Array, ms: number): number {
  const x = (ms + BEFORE_MS) / GRID_MS;
  const i = Math.floor(x);
  const a = template[i]!;
  return a + (template[i + 1]! - a) * (x - i);
}

/**
 * How well the template with its upstroke at `at` fits the frames: the share of what a level and
 * slope of their own leave unexplained that is still unexplained with depth × template added, or
 * null with too few frames or the pulse upside down. The depth is the frames' own (it swings with
 * the breath) unless `holdDepth`: across a stall, with the upstroke gone, a free depth traded
 * against the shift (RMSSD 10.3 % off on bench/camera-heart's stalls at 30 fps, 8.1 % held);
 * around a frame or two dropped it times better free (24 fps: 6.3 % against 7.9 %).
 */
function misfit(
  template: Float64Array,
  times: readonly number[],
  reds: readonly number[],
  at: number,
  holdDepth: boolean,
): number | null {
  // Sums for the normal equations of red = a + b·t + c·x, x the template at t from the upstroke.
  let n = 0;
  let [st, sx, stt, stx, sxx] = [0, 0, 0, 0, 0];
  let [sy, sty, sxy, syy] = [0, 0, 0, 0];
  let before = 0;
  for (let k = 0; k < times.length; k++) {
    const d = times[k]! - at;
    if (d < -BEFORE_MS || d >= AFTER_MS) continue;
    const t = d / 1000;
    const x = templateAt(template, d);
    const y = reds[k]!;
    n++;
    st += t;
    sx += x;
    stt += t * t;
    stx += t * x;
    sxx += x * x;
    sy += y;
    sty += t * y;
    sxy += x * y;
    syy += y * y;
    if (d < 0) before++;
  }
  if (n < MIN_FRAMES || before < MIN_SIDE || n - before < MIN_SIDE) return null;
  const beta = solve3(
    [
      [n, st, sx],
      [st, stt, stx],
      [sx, stx, sxx],
    ],
    [sy, sty, sxy],
  );
  if (!beta || beta[2] <= 0) return null;
  let [a, b, c] = beta;
  if (holdDepth) {
    // Level and slope of what is left once the template, at its own depth, is taken away.
    c = 1;
    const det = n * stt - st * st;
    a = ((sy - sx) * stt - st * (sty - stx)) / det;
    b = (n * (sty - stx) - st * (sy - sx)) / det;
  }
  // Σ(y − a − b·t − c·x)², expanded into the sums.
  const residual =
    syy -
    2 * (a * sy + b * sty + c * sxy) +
    a * a * n +
    b * b * stt +
    c * c * sxx +
    2 * (a * b * st + a * c * sx + b * c * stx);
  // What a level and slope alone leave: the pulse must explain most of it.
  const tVar = stt - (st * st) / n;
  const tyCov = sty - (st * sy) / n;
  const lineResidual = syy - (sy * sy) / n - (tVar > 0 ? (tyCov * tyCov) / tVar : 0);
  return lineResidual > 0 ? Math.max(0, residual) / lineResidual : null;
}

/** Solves a 3 × 3 linear system by Cramer's rule; null when singular. */
function solve3(m: number[][], v: number[]): [number, number, number] | null {
  const det = (a: number[][]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) -
    a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) +
    a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det(m);
  if (Math.abs(d) < 1e-12) return null;
  const column = (j: number) => det(m.map((row, i) => row.map((x, k) => (k === j ? v[i]! : x))));
  return [column(0) / d, column(1) / d, column(2) / d];
}

/**
 * The upstroke's time (ms) of the beat near `guess` that best fits the frames (`times`, `reds`),
 * refined between grid steps by a parabola; null when no shift fits well enough.
 */
export function fitPulse(
  template: Float64Array,
  times: readonly number[],
  reds: readonly number[],
  guess: number,
  holdDepth = false,
): number | null {
  // Only the frames any shift can reach.
  const from = firstAtOrAfter(times, guess - SEARCH_MS - BEFORE_MS);
  const to = firstAtOrAfter(times, guess + SEARCH_MS + AFTER_MS);
  const near = times.slice(from, to);
  const nearReds = reds.slice(from, to);
  const steps = SEARCH_MS / GRID_MS;
  const fits: Array<number | null> = [];
  let best = -1;
  for (let s = -steps; s <= steps; s++) {
    const value = misfit(template, near, nearReds, guess + s * GRID_MS, holdDepth);
    fits.push(value);
    if (value !== null && (best < 0 || value < fits[best]!)) best = fits.length - 1;
  }
  if (best < 0 || 1 - fits[best]! < MIN_FIT) return null;
  // The best at the edge of the search is a different beat's, or none.
  if (best === 0 || best === fits.length - 1) return null;
  const [a, b, c] = [fits[best - 1], fits[best]!, fits[best + 1]];
  let offset = 0;
  if (a != null && c != null) {
    const bend = a - 2 * b + c;
    if (bend > 0) offset = Math.max(-0.5, Math.min(0.5, (0.5 * (a - c)) / bend));
  }
  return guess + (best - steps + offset) * GRID_MS;
}

/** The index of the first of the increasing `times` at or after `ms`. */
function firstAtOrAfter(times: readonly number[], ms: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (times[mid]! < ms) low = mid + 1;
    else high = mid;
  }
  return low;
}
