/**
 * Heart rate during a breathing session, from its beats: what the player shows live (the swing
 * of the last breath, the wave) and the per-session summary the server stores (decision 085).
 * Shared by the web app and the server, so both compute the same figures the same way.
 */
import { BEAT_GAP_MS, correctBeats } from './artefacts.ts';
import { beatGaps, touchesGap, type Span } from './beat-gaps.ts';
import { RESAMPLE_HZ, resampleLinear } from './resample.ts';
import { lfFigures } from './spectrum.ts';
import { mean } from './stats.ts';

export interface TimedBeats {
  /** When each beat fell, ms from the session's start, increasing. */
  beatMs: readonly number[];
  /** The interval each beat ended, ms. */
  rrMs: readonly number[];
}

/**
 * Heart rate (beats a minute) from `fromMs` to `toMs` at `hz`; an interval's rate belongs to its
 * middle, not to the beat that ends it.
 */
export function heartRateSeries(
  beats: TimedBeats,
  fromMs: number,
  toMs: number,
  hz = RESAMPLE_HZ,
): Float64Array {
  const { beatMs, rrMs } = beats;
  if (beatMs.length === 0) return new Float64Array(0);
  const middles = beatMs.map((t, i) => t - rrMs[i]! / 2);
  const rates = rrMs.map((rr) => 60_000 / rr);
  return resampleLinear(middles, rates, fromMs, toMs, hz);
}

/**
 * Heart rate's peak-to-trough swing within one breath ending at `endMs`, beats a minute. Any
 * window one breath long holds one rise and one fall, so the breath's phase need not be known.
 * Null while the window is not covered by beats, and for a breath a stretch without beats
 * touches (a poor camera signal, a strap reconnecting): heart rate across it is a straight line,
 * or a dip to the gap's own rate, not the heart's swing (decision 115's whole breaths).
 */
export function breathSwing(
  beats: TimedBeats,
  periodMs: number,
  endMs: number,
  gaps: readonly Span[] = beatGaps(beats.beatMs, beats.rrMs),
): number | null {
  const first = beats.beatMs[0];
  const last = beats.beatMs.at(-1);
  if (first === undefined || last === undefined) return null;
  const startMs = endMs - periodMs;
  if (first - beats.rrMs[0]! / 2 > startMs || last < endMs - 2000) return null;
  if (touchesGap(gaps, startMs, endMs)) return null;
  const hr = heartRateSeries(beats, startMs, endMs);
  return hr.length ? Math.max(...hr) - Math.min(...hr) : null;
}

export interface SessionHeartSummary {
  beats: number;
  /** Beats the artefact correction changed (ectopic, missed, extra, long or short). */
  corrected: number;
  /** Share of beats that needed no correction, 0..100 (one decimal). */
  qualityPercent: number;
  /** Mean peak-to-trough heart-rate swing per breath, beats a minute; null under two breaths. */
  meanSwingBpm: number | null;
  /** Power of the RR series in 0.04–0.15 Hz, ms²; null under a minute of beats. */
  lfPowerMs2: number | null;
  rmssdMs: number | null;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const finite = (value: number, places: number) =>
  Number.isFinite(value) ? round(value, places) : null;

/**
 * The session's beats corrected for artefacts (artefacts.ts) on the session's clock, run by run
 * between stretches without beats: an interval longer than BEAT_GAP_MS, or two beats that far
 * apart because the player left the interval out (it sends none over RR_RANGE's 3 s). Each run
 * starts where its first beat was recorded, so a gap stays a gap in the corrected beats instead
 * of pulling every later beat earlier; an interval spanning a gap is counted as corrected.
 */
function correctedRuns(beats: TimedBeats, estimated: readonly number[]) {
  const { beatMs, rrMs } = beats;
  const marked = new Set(estimated);
  /** `placed`: the run's clock (its intervals' sum, as correctBeats times them) of each marked beat. */
  const runs: Array<{ startMs: number; rr: number[]; clock: number; placed: Set<number> }> = [];
  let spanned = 0;
  for (let i = 0; i < rrMs.length; i++) {
    const gap = i === 0 || beatMs[i]! - beatMs[i - 1]! > BEAT_GAP_MS;
    if (gap && rrMs[i]! > BEAT_GAP_MS) {
      // The interval spans the gap: the run starts at the beat that ends it.
      spanned++;
      runs.push({ startMs: beatMs[i]!, rr: [], clock: 0, placed: new Set() });
    } else if (gap) {
      runs.push({
        startMs: beatMs[i]! - rrMs[i]!,
        rr: [rrMs[i]!],
        clock: rrMs[i]!,
        placed: new Set(),
      });
    } else {
      const run = runs.at(-1)!;
      run.rr.push(rrMs[i]!);
      run.clock += rrMs[i]!;
    }
    if (marked.has(i)) runs.at(-1)!.placed.add(runs.at(-1)!.clock);
  }
  const fixed: TimedBeats & { beatMs: number[]; rrMs: number[] } = { beatMs: [], rrMs: [] };
  let total = spanned;
  let corrected = spanned;
  let squares = 0;
  let differences = 0;
  for (const run of runs) {
    const c = correctBeats(run.rr);
    total += c.total;
    corrected += c.corrected;
    // The beat `k` of the run (-1: the one it starts at) was placed where a stall hid it.
    const placed = (k: number) => run.placed.has(k < 0 ? 0 : c.times[k]!);
    c.times.forEach((t, i) => {
      fixed.beatMs.push(run.startMs + t);
      fixed.rrMs.push(c.rr[i]!);
      // A difference carries three beat times: none of them may be one a stall hid.
      if (i > 0 && !placed(i) && !placed(i - 1) && !placed(i - 2)) {
        squares += (c.rr[i]! - c.rr[i - 1]!) ** 2;
        differences++;
      }
    });
  }
  const qualityPercent = total ? (100 * (total - corrected)) / total : 0;
  // RMSSD within the runs: a difference across a gap is no successive pair of the heart's.
  const rmssdMs = differences ? Math.sqrt(squares / differences) : NaN;
  return { fixed, total, corrected, qualityPercent, rmssdMs };
}

/**
 * The summary of a session's beats breathed at `breathBpm`: the beats corrected for artefacts
 * (correctedRuns), then each whole breath's swing (the first left out while heart rate settles,
 * and any a gap touches), LF power of the corrected series resampled at 4 Hz, and RMSSD.
 * `estimated` names (by index) the beats a stall hid from the camera: placed on the average
 * pulse, each is 10–25 ms off where a filmed one is 3–5, so RMSSD leaves out every successive
 * difference that touches one (decision 123).
 */
export function sessionHeartSummary(
  beats: TimedBeats,
  breathBpm: number,
  estimated: readonly number[] = [],
): SessionHeartSummary {
  const { fixed, total, corrected, qualityPercent, rmssdMs } = correctedRuns(beats, estimated);
  const period = 60_000 / breathBpm;
  const startMs = (fixed.beatMs[0] ?? 0) - (fixed.rrMs[0] ?? 0);
  const endMs = fixed.beatMs.at(-1) ?? 0;
  const gaps = beatGaps(fixed.beatMs, fixed.rrMs);
  const swings: number[] = [];
  for (let at = startMs + 2 * period; at <= endMs; at += period) {
    const swing = breathSwing(fixed, period, at, gaps);
    if (swing !== null) swings.push(swing);
  }
  const middles = fixed.beatMs.map((t, i) => t - fixed.rrMs[i]! / 2);
  const rrEven = resampleLinear(middles, fixed.rrMs, startMs, endMs);
  const lf = rrEven.length >= 60 * RESAMPLE_HZ ? lfFigures(rrEven, RESAMPLE_HZ).powerMs2 : NaN;
  return {
    beats: total,
    corrected,
    qualityPercent: round(qualityPercent, 1),
    meanSwingBpm: swings.length ? round(mean(swings), 1) : null,
    lfPowerMs2: finite(lf, 0),
    rmssdMs: finite(rmssdMs, 1),
  };
}

/** Heart rate across the session for a small chart: at most `points` values, 1 s apart or more. */
export function sessionHeartWave(beats: TimedBeats, points = 300): number[] {
  const first = beats.beatMs[0];
  const last = beats.beatMs.at(-1);
  if (first === undefined || last === undefined || last <= first) return [];
  const stepMs = Math.max(1000, (last - first) / points);
  return Array.from(heartRateSeries(beats, first, last, 1000 / stepMs), (v) => round(v, 1));
}
