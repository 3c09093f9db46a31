/**
 * How closely the analyser's beats follow a known truth: the figures of issue 31's aims, shared
 * by the unit tests and `bench/camera-heart`. A reported beat is matched to the true beat nearest
 * it after removing the fixed lag between a pulse's start and its steepest upstroke (the median
 * offset), and an interval counts only when both its beats match consecutive true beats.
 */
import { mean, sortedMedian } from '@resona/contract/heart';
import { PulseAnalyser } from './pulse-analyser.ts';
import type { FrameSample, PulseBeat, PulseHint } from './pulse-types.ts';
import {
  pulseScene,
  syntheticFrames,
  type CameraTiming,
  type SyntheticPulseOptions,
} from './synthetic-pulse.ts';

export interface AnalysedFrames {
  beats: PulseBeat[];
  /** Each change of the verdict: when (the frame's time), good or not, and the hint. */
  verdicts: Array<{ t: number; good: boolean; hint: PulseHint | null }>;
  artefacts: number;
}

/** Runs a fresh analyser over `frames`. */
export function analyseFrames(frames: readonly FrameSample[]): AnalysedFrames {
  const analyser = new PulseAnalyser();
  const beats: PulseBeat[] = [];
  const verdicts: AnalysedFrames['verdicts'] = [];
  let artefacts = 0;
  for (const frame of frames) {
    const update = analyser.push(frame);
    beats.push(...update.beats);
    const last = verdicts.at(-1);
    const { good, hint } = update.quality;
    if (!last || last.good !== good || last.hint !== hint)
      verdicts.push({ t: frame.t, good, hint });
    artefacts = update.artefacts;
  }
  return { beats, verdicts, artefacts };
}

export interface Accuracy {
  /** Mean absolute error of heart rate over 10 s windows, beats a minute. */
  hrMaeBpm: number;
  /** Median absolute error of the matched intervals, ms. */
  rrMedianErrorMs: number;
  /**
   * RMSSD of the matched intervals against the true ones', % (signed), leaving out the successive
   * differences that touch a beat a stall hid (`PulseBeat.estimated`), as the report does.
   */
  rmssdErrorPercent: number;
  /** The same over every successive difference, the stall-hidden beats' too: a figure. */
  rmssdAllErrorPercent: number;
  /** Reported beats a stall hid, timed on the average pulse (`PulseBeat.estimated`). */
  estimatedBeats: number;
  /** Share of true intervals reported as themselves, 0..1. */
  coverage: number;
  matched: number;
  /**
   * The standard deviation of the matched beats' times about their true beats (after the fixed
   * lag), ms: the timing jitter. Each successive difference carries three beat times, so an
   * independent jitter σ reads RMSSD R as √(R² + 6σ²) (decision 121).
   */
  beatTimeSdMs: number;
}

function nearest(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! <= value) low = mid;
    else high = mid;
  }
  return Math.abs(sorted[low]! - value) <= Math.abs(sorted[high]! - value) ? low : high;
}

/** The reported beats against the true pulse starts (`truth`, ms, increasing). */
export function accuracyAgainst(beats: readonly PulseBeat[], truth: Float64Array): Accuracy {
  const rough = beats.map((b) => b.at - truth[nearest(truth, b.at)]!);
  const lag = sortedMedian([...rough].sort((a, b) => a - b));
  const pairs: Array<{ k: number; measured: number; true: number; offset: number }> = [];
  for (const beat of beats) {
    const k = nearest(truth, beat.at - lag);
    const j = nearest(truth, beat.at - beat.rr - lag);
    if (k - j !== 1 || k === 0) continue;
    pairs.push({
      k,
      measured: beat.rr,
      true: truth[k]! - truth[k - 1]!,
      offset: beat.at - lag - truth[k]!,
    });
  }
  const meanOffset = mean(pairs.map((p) => p.offset));
  const beatTimeSdMs = Math.sqrt(mean(pairs.map((p) => (p.offset - meanOffset) ** 2)));
  const errors = pairs.map((p) => Math.abs(p.measured - p.true)).sort((a, b) => a - b);
  // Heart rate over 10 s windows of the truth's own clock, where both have beats.
  const windowErrors: number[] = [];
  const first = truth[0]!;
  for (let from = first; from < truth[truth.length - 1]!; from += 10_000) {
    const inside = pairs.filter((p) => truth[p.k]! >= from && truth[p.k]! < from + 10_000);
    if (inside.length < 4) continue;
    const measured = 60_000 / mean(inside.map((p) => p.measured));
    const expected = 60_000 / mean(inside.map((p) => p.true));
    windowErrors.push(Math.abs(measured - expected));
  }
  // RMSSD over runs of consecutive matched intervals, the same pairs for both. As the report
  // does (block-figures.ts), a successive difference that touches a beat a stall hid (three beat
  // times each: k, k − 1, k − 2) is left out; `rmssdAllErrorPercent` keeps them, as a figure.
  const estimated = new Set(
    beats.filter((b) => b.estimated).map((b) => nearest(truth, b.at - lag)),
  );
  const runs: Array<typeof pairs> = [];
  for (const p of pairs) {
    const run = runs.at(-1);
    if (run && run.at(-1)!.k === p.k - 1) run.push(p);
    else runs.push([p]);
  }
  const squares = (pick: (p: (typeof pairs)[number]) => number, all: boolean) => {
    let sum = 0;
    let count = 0;
    for (const run of runs) {
      for (let i = 1; i < run.length; i++) {
        const k = run[i]!.k;
        if (!all && (estimated.has(k) || estimated.has(k - 1) || estimated.has(k - 2))) continue;
        sum += (pick(run[i]!) - pick(run[i - 1]!)) ** 2;
        count++;
      }
    }
    return Math.sqrt(sum / count);
  };
  const error = (all: boolean) => {
    const trueRmssd = squares((p) => p.true, all);
    return (100 * (squares((p) => p.measured, all) - trueRmssd)) / trueRmssd;
  };
  return {
    hrMaeBpm: mean(windowErrors),
    rrMedianErrorMs: sortedMedian(errors),
    rmssdErrorPercent: error(false),
    rmssdAllErrorPercent: error(true),
    estimatedBeats: beats.filter((b) => b.estimated).length,
    coverage: pairs.length / (truth.length - 1),
    matched: pairs.length,
    beatTimeSdMs,
  };
}

/** How long after `fromMs` the analyser first said the signal was poor (null: it never did). */
export function poorDeclaredAfter(result: AnalysedFrames, fromMs: number) {
  const verdict = result.verdicts.find((v) => v.t >= fromMs && !v.good);
  return verdict ? { ms: verdict.t - fromMs, hint: verdict.hint } : null;
}

/** Beats reported with their time inside [fromMs, toMs). */
export function beatsWithin(result: AnalysedFrames, fromMs: number, toMs: number): PulseBeat[] {
  return result.beats.filter((b) => b.at >= fromMs && b.at < toMs);
}

/**
 * What the assessment would record from the camera filming a heart that beats `truthRr` from
 * the first inhale (ms 0): the reported intervals, and when the first of them ended. `delivered`
 * says which frames the camera hands over (all by default; a busy phone's stalls drop some).
 */
export function cameraRecording(
  truthRr: readonly number[],
  scene: Partial<SyntheticPulseOptions>,
  timing: Partial<CameraTiming>,
  delivered: (ms: number) => boolean = () => true,
): { rrMs: number[]; firstBeatMs: number | undefined } {
  const frames = syntheticFrames(pulseScene(truthRr, scene), timing);
  const { beats } = analyseFrames(frames.filter((frame) => delivered(frame.t)));
  return { rrMs: beats.map((b) => b.rr), firstBeatMs: beats[0]?.at };
}
