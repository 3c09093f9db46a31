/**
 * Artefacts and ectopic beats found and corrected, after Lipponen & Tarvainen (2019), "A robust
 * algorithm for heart rate variability time series artefact correction using novel beat
 * classification", J Med Eng Technol 43(3):173–181 — in a simplified form:
 *
 * - dRR (successive differences) and mRR (difference from the 11-beat median, negative values
 *   doubled) are each divided by a time-varying threshold, 5.2 × their quartile deviation over
 *   the 91 surrounding beats.
 * - Ectopic: a normalised dRR beyond ±1 answered by the opposite jump in a neighbour
 *   (the paper's decision boundary, c1 = 0.13, c2 = 0.17).
 * - Long or short: |dRR| > 1 with |mRR| > 3, a jump beyond ±1 undone within the next two beats
 *   (the paper's S21/S22), or an interval outside 250–2500 ms; a long one that halves to the
 *   median is a missed beat, a short one that adds to the next to the median an extra beat.
 *
 * Missed beats are split in two, extra beats merged with the next, ectopic and long/short beats
 * replaced by linear interpolation between the nearest good intervals (the paper interpolates the
 * beat times with a cubic spline; at the rates of slow breathing the difference is below the
 * beat-to-beat jitter). Signal quality is the share of beats that needed no correction.
 */
import { rolling, sortedMedian, sortedQuartileDeviation } from './stats.ts';

const C1 = 0.13;
const C2 = 0.17;
const THRESHOLD_FACTOR = 5.2;
const QD_WINDOW = 91;
const MEDIAN_WINDOW = 11;
/**
 * An interval longer than this is a stretch without beats (a poor camera signal, a strap
 * reconnecting), not a heartbeat: the slowest plausible interval, 24 beats a minute.
 */
export const BEAT_GAP_MS = 2500;
const PLAUSIBLE = { min: 250, max: BEAT_GAP_MS };

export type BeatClass = 'normal' | 'ectopic' | 'long-short' | 'missed' | 'extra';

export interface CorrectedBeats {
  rr: number[];
  /**
   * When each corrected beat fell, ms after the first interval began: the recording's own clock
   * (the raw intervals' running sum), so a correction never shifts later beats against the pacer.
   */
  times: number[];
  corrected: number;
  total: number;
  /** Share of beats that needed no correction, 0..100. */
  qualityPercent: number;
}

/** Each value's time-varying threshold: 5.2 × the quartile deviation of the 91 around it. */
function thresholds(values: readonly number[]): number[] {
  return rolling(values, QD_WINDOW, sortedQuartileDeviation).map((qd) => THRESHOLD_FACTOR * qd);
}

function divided(values: readonly number[], by: readonly number[]): number[] {
  return values.map((v, i) => (by[i]! > 0 ? v / by[i]! : 0));
}

export function classifyBeats(rr: readonly number[]): BeatClass[] {
  const n = rr.length;
  const dRR = rr.map((v, i) => (i === 0 ? 0 : v - rr[i - 1]!));
  const medRR = rolling(rr, MEDIAN_WINDOW, sortedMedian);
  const mRR = rr.map((v, i) => {
    const m = v - medRR[i]!;
    return m < 0 ? 2 * m : m;
  });
  const th2 = thresholds(mRR);
  const d = divided(dRR, thresholds(dRR));
  const m = divided(mRR, th2);
  const classes: BeatClass[] = new Array<BeatClass>(n).fill('normal');

  for (let i = 0; i < n; i++) {
    const s11 = d[i]!;
    const before = d[i - 1] ?? 0;
    const after = d[i + 1] ?? 0;
    const s12 = s11 > 0 ? Math.max(before, after) : Math.min(before, after);
    if ((s11 > 1 && s12 < -C1 * s11 - C2) || (s11 < -1 && s12 > -C1 * s11 + C2)) {
      classes[i] = 'ectopic';
      continue;
    }
    const v = rr[i]!;
    const outOfRange = v < PLAUSIBLE.min || v > PLAUSIBLE.max;
    const next2 = [d[i + 1] ?? 0, d[i + 2] ?? 0];
    const s22 = s11 >= 0 ? Math.min(...next2) : Math.max(...next2);
    const jumpAndBack = (s11 < -1 && s22 > 1) || (s11 > 1 && s22 < -1);
    if (!outOfRange && !jumpAndBack && !(Math.abs(s11) > 1 && Math.abs(m[i]!) > 3)) continue;
    const threshold = th2[i]!;
    // Only a long interval can hide a missed beat, only a short one be cut by an extra beat.
    const long = v > medRR[i]!;
    if (long && Math.abs(v / 2 - medRR[i]!) < threshold) classes[i] = 'missed';
    else if (!long && i + 1 < n && Math.abs(v + rr[i + 1]! - medRR[i]!) < threshold) {
      classes[i] = 'extra';
    } else classes[i] = 'long-short';
  }
  return classes;
}

export function correctBeats(rr: readonly number[]): CorrectedBeats {
  const classes = classifyBeats(rr);
  const out: Array<number | null> = [];
  const times: number[] = [];
  let clock = 0;
  for (let i = 0; i < rr.length; i++) {
    const v = rr[i]!;
    clock += v;
    switch (classes[i]) {
      case 'missed':
        out.push(v / 2, v / 2);
        times.push(clock - v / 2, clock);
        break;
      case 'extra': {
        // The extra beat and the next interval are one interval.
        const next = rr[i + 1] ?? 0;
        out.push(v + next);
        clock += next;
        times.push(clock);
        i++;
        break;
      }
      case 'ectopic':
      case 'long-short':
        out.push(null);
        times.push(clock);
        break;
      default:
        out.push(v);
        times.push(clock);
    }
  }
  const corrected = classes.filter((c) => c !== 'normal').length;
  return {
    rr: interpolateGaps(out),
    times,
    corrected,
    total: rr.length,
    qualityPercent: rr.length ? (100 * (rr.length - corrected)) / rr.length : 0,
  };
}

/** Fills each null with a straight line between the nearest known values around it. */
function interpolateGaps(values: Array<number | null>): number[] {
  const known = values.flatMap((v, i) => (v === null ? [] : [i]));
  if (known.length === 0) return [];
  let k = 0;
  return values.map((v, i) => {
    if (v !== null) return v;
    while (k + 1 < known.length && known[k + 1]! < i) k++;
    const left = known[k]! < i ? known[k]! : null;
    const right = known.find((j) => j > i) ?? null;
    if (left === null) return values[right!]!;
    if (right === null) return values[left]!;
    const share = (i - left) / (right - left);
    return values[left]! + (values[right]! - values[left]!) * share;
  });
}
