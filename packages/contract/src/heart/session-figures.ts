/**
 * Heart rate during a breathing session, from its beats: what the player shows live (the swing
 * of the last breath, the wave) and the per-session summary the server stores (decision 085).
 * Shared by the web app and the server, so both compute the same figures the same way.
 */
import { correctBeats } from './artefacts.ts';
import { RESAMPLE_HZ, resampleLinear } from './resample.ts';
import { lfFigures } from './spectrum.ts';
import { mean, rmssd } from './stats.ts';

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
 * Null while the window is not covered by beats.
 */
export function breathSwing(beats: TimedBeats, periodMs: number, endMs: number): number | null {
  const first = beats.beatMs[0];
  const last = beats.beatMs.at(-1);
  if (first === undefined || last === undefined) return null;
  const startMs = endMs - periodMs;
  if (first - beats.rrMs[0]! / 2 > startMs || last < endMs - 2000) return null;
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
 * The summary of a session's beats breathed at `breathBpm`: the beats corrected for artefacts
 * (artefacts.ts), then each whole breath's swing (the first left out while heart rate settles),
 * LF power of the corrected series resampled at 4 Hz, and RMSSD.
 */
export function sessionHeartSummary(beats: TimedBeats, breathBpm: number): SessionHeartSummary {
  const corrected = correctBeats(beats.rrMs);
  const first = beats.rrMs[0] ?? 0;
  // The corrected beats on the session's clock: the first beat where it was recorded.
  const shift = (beats.beatMs[0] ?? first) - first;
  const fixed: TimedBeats = { beatMs: corrected.times.map((t) => t + shift), rrMs: corrected.rr };
  const period = 60_000 / breathBpm;
  const startMs = (fixed.beatMs[0] ?? 0) - (fixed.rrMs[0] ?? 0);
  const endMs = fixed.beatMs.at(-1) ?? 0;
  const swings: number[] = [];
  for (let at = startMs + 2 * period; at <= endMs; at += period) {
    const swing = breathSwing(fixed, period, at);
    if (swing !== null) swings.push(swing);
  }
  const middles = fixed.beatMs.map((t, i) => t - fixed.rrMs[i]! / 2);
  const rrEven = resampleLinear(middles, fixed.rrMs, startMs, endMs);
  const lf = rrEven.length >= 60 * RESAMPLE_HZ ? lfFigures(rrEven, RESAMPLE_HZ).powerMs2 : NaN;
  return {
    beats: corrected.total,
    corrected: corrected.corrected,
    qualityPercent: round(corrected.qualityPercent, 1),
    meanSwingBpm: swings.length ? round(mean(swings), 1) : null,
    lfPowerMs2: finite(lf, 0),
    rmssdMs: finite(rmssd(fixed.rrMs), 1),
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
