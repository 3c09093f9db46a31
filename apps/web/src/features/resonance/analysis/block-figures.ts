/**
 * The figures of one block of the protocol, from the corrected beats:
 *
 * - amplitude: heart rate's peak-to-trough swing within each breath of the pacer, averaged;
 * - LF power and peak of the RR series resampled at 4 Hz (spectrum.ts);
 * - phase: the angle between the breath (lung fullness the pacer asked for) and heart rate at the
 *   breathing rate, from their Fourier coefficients over whole breaths; positive when heart rate
 *   leads, 0 when it rises and falls with the breath;
 * - breath share: how much of heart rate's variance within the block the breathing rate's sine
 *   explains (R², 0..1): near 0 when heart rate does not follow the breath at all;
 * - RMSSD of the beats in the block.
 *
 * The block's first breath is left out of amplitude, phase and breath share: heart rate needs a
 * breath to settle to a new pace. A breath the beats do not cover (a gap, whole-breaths.ts) is
 * left out of all of them, LF included: the spectrum is taken over the covered breaths joined,
 * whole periods of the breath, so its swing runs on across the join. RMSSD leaves out the
 * interpolated interval that ends a gap, and every successive difference that touches a beat a
 * stall hid from the camera: placed on the average pulse, it is 10–25 ms off where a filmed one is
 * 3–5, and each difference carries three beat times (decision 123).
 */
import { breathVolumeAt, type ProtocolBlock } from './protocol.ts';
import {
  beatGaps,
  BEAT_GAP_MS,
  lfFigures,
  mean,
  RESAMPLE_HZ,
  resampleLinear,
} from '@resona/contract/heart';
import { breathOfSample, coveredBreaths } from './whole-breaths.ts';

export interface Beats {
  /** Time of each beat, ms from the first inhale of the protocol. */
  times: number[];
  rr: number[];
  /** Times (as in `times`) of the beats a stall hid from the camera (decision 123). */
  estimated?: ReadonlySet<number>;
}

export interface BlockFigures {
  bpm: number;
  amplitudeBpm: number;
  lfPowerMs2: number;
  lfPeakHz: number;
  lfPeakDensity: number;
  phaseDeg: number;
  breathShare: number;
  rmssdMs: number;
  /** The block's heart rate (beats a minute) and breath (0..1) at 2 Hz, for the chart. */
  wave: { heartRate: number[]; breath: number[] };
}

const WAVE_HZ = 2;

/** The breathing rate's sine in `values`, over the samples `keep` allows (whole breaths). */
function coefficients(
  values: ArrayLike<number>,
  hz: number,
  freq: number,
  keep: (i: number) => boolean,
) {
  const w = (2 * Math.PI * freq) / hz;
  let centre = 0;
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    if (!keep(i)) continue;
    centre += values[i]!;
    n++;
  }
  centre /= n || 1;
  let re = 0;
  let im = 0;
  let variance = 0;
  for (let i = 0; i < values.length; i++) {
    if (!keep(i)) continue;
    const v = values[i]! - centre;
    re += v * Math.cos(w * i);
    im -= v * Math.sin(w * i);
    variance += v * v;
  }
  // Over whole periods, the fitted sine's amplitude is 2|X|/n and its power half its square.
  const amplitude = (2 * Math.hypot(re, im)) / n;
  return { angle: Math.atan2(im, re), share: variance ? amplitude ** 2 / 2 / (variance / n) : 0 };
}

function wrapDegrees(deg: number): number {
  return ((((deg + 180) % 360) + 360) % 360) - 180;
}

export function blockFigures(beats: Beats, block: ProtocolBlock): BlockFigures {
  const { times, rr } = beats;
  const period = 60_000 / block.bpm;
  const heartRate = rr.map((v) => 60_000 / v);
  // An interval's rate belongs to its middle, not to the beat that ends it (half a beat later).
  const middles = times.map((t, i) => t - rr[i]! / 2);
  const hr = resampleLinear(middles, heartRate, block.startMs, block.endMs);
  const rrEven = resampleLinear(middles, rr, block.startMs, block.endMs);
  const perBreath = Math.round((period * RESAMPLE_HZ) / 1000);
  const covered = coveredBreaths(block, beatGaps(times, rr));
  const coveredAt = (i: number) => covered[breathOfSample(block, i, RESAMPLE_HZ)]!;

  const swings: number[] = [];
  for (let n = 1; n < block.breaths; n++) {
    if (!covered[n]) continue;
    const breath = hr
      .subarray(Math.round((n * period * RESAMPLE_HZ) / 1000))
      .subarray(0, perBreath);
    if (breath.length) swings.push(Math.max(...breath) - Math.min(...breath));
  }

  const settled = hr.subarray(perBreath, perBreath * block.breaths);
  const breath = Float64Array.from(settled, (_, i) =>
    breathVolumeAt([block], block.startMs + period + (i * 1000) / RESAMPLE_HZ),
  );
  const freq = block.bpm / 60;
  const settledCovered = (i: number) => coveredAt(perBreath + i);
  const heart = coefficients(settled, RESAMPLE_HZ, freq, settledCovered);
  const pacer = coefficients(breath, RESAMPLE_HZ, freq, settledCovered);
  const lf = lfFigures(
    rrEven.filter((_, i) => coveredAt(i)),
    RESAMPLE_HZ,
  );

  const step = RESAMPLE_HZ / WAVE_HZ;
  const wave = { heartRate: [] as number[], breath: [] as number[] };
  for (let i = 0; i < hr.length; i += step) {
    wave.heartRate.push(Math.round(hr[i]! * 10) / 10);
    const at = block.startMs + (i * 1000) / RESAMPLE_HZ;
    wave.breath.push(Math.round(breathVolumeAt([block], at) * 100) / 100);
  }

  return {
    bpm: block.bpm,
    amplitudeBpm: mean(swings),
    lfPowerMs2: lf.powerMs2,
    lfPeakHz: lf.peakHz,
    lfPeakDensity: lf.peakDensity,
    phaseDeg: wrapDegrees(((heart.angle - pacer.angle) * 180) / Math.PI),
    breathShare: Math.min(1, heart.share),
    rmssdMs: rmssdWithin(beats, block),
    wave,
  };
}

/** RMSSD of the block's beats, over successive real intervals: not the one a gap ends in. */
function rmssdWithin({ times, rr, estimated }: Beats, block: ProtocolBlock): number {
  const real = (i: number) => i === 0 || times[i]! - times[i - 1]! <= BEAT_GAP_MS;
  const placed = (i: number) => i >= 0 && estimated?.has(times[i]!) === true;
  let sum = 0;
  let count = 0;
  for (let i = 1; i < rr.length; i++) {
    if (times[i - 1]! < block.startMs || times[i]! >= block.endMs) continue;
    if (!real(i) || !real(i - 1)) continue;
    if (placed(i) || placed(i - 1) || placed(i - 2)) continue;
    sum += (rr[i]! - rr[i - 1]!) ** 2;
    count++;
  }
  return count ? Math.sqrt(sum / count) : NaN;
}
