import { paceOf, phaseSeconds, type TRhythmRamp, type TRhythmTiming } from './rhythm.ts';

/**
 * Where a rhythm is at any moment, in closed form (issue 30). The breath is one phase that runs
 * from 0 to 1 and on, the integral of the pace: breath k is φ ∈ [k, k + 1), and inhale, holds
 * and exhale are fixed shares of it. A ramp changes how fast φ advances, never the shares, so
 * the guide, the tones, the voice and the vibration — all read from φ — stay on one clock and no
 * breath is cut or stretched when the pace changes.
 *
 * A ramp eases linearly in breaths a minute from `from_pace` to the rhythm's own pace over its
 * minutes, then holds: pace(t) = a + (b − a)·t/T, so φ(t) = (a·t + (b − a)·t²/2T) / 60.
 */

export type RhythmPhase = 'inhale' | 'hold-in' | 'exhale' | 'hold-out';

export interface BreathSlot {
  phase: RhythmPhase;
  /** Where the phase starts and ends within its breath, as shares of the breath (0..1). */
  from: number;
  to: number;
}

/** A rhythm as the schedule reads it: its own pace, its ramp and the shares of one breath. */
export interface RhythmSchedule {
  /** Breaths a minute once any ramp is over. */
  pace: number;
  ramp: { fromPace: number; seconds: number } | null;
  /** The non-empty phases of one breath, in order; the first starts at 0, the last ends at 1. */
  slots: readonly BreathSlot[];
}

export function scheduleOf(timing: TRhythmTiming, ramp: TRhythmRamp | null): RhythmSchedule {
  const s = phaseSeconds(timing);
  const parts: [RhythmPhase, number][] = [
    ['inhale', s.inhale],
    ['hold-in', s.holdIn],
    ['exhale', s.exhale],
    ['hold-out', s.holdOut],
  ];
  const total = s.inhale + s.holdIn + s.exhale + s.holdOut;
  const slots: BreathSlot[] = [];
  let before = 0;
  for (const [phase, seconds] of parts) {
    if (seconds <= 0) continue;
    const from = before / total;
    before += seconds;
    // The last phase ends on exactly 1, whatever the rounding of the shares before it.
    slots.push({ phase, from, to: before >= total ? 1 : before / total });
  }
  return {
    pace: paceOf(timing),
    ramp: ramp ? { fromPace: ramp.from_pace, seconds: ramp.minutes * 60 } : null,
    slots,
  };
}

/** Breaths a minute `t` seconds into the session. */
export function paceAt(r: RhythmSchedule, t: number) {
  if (!r.ramp || t >= r.ramp.seconds) return r.pace;
  const a = r.ramp.fromPace;
  return a + ((r.pace - a) * Math.max(0, t)) / r.ramp.seconds;
}

/** Breaths taken by `t` seconds into the session (φ), the integral of the pace. */
export function breathsAt(r: RhythmSchedule, t: number) {
  if (t <= 0) return 0;
  const b = r.pace;
  if (!r.ramp) return (b * t) / 60;
  const { fromPace: a, seconds: T } = r.ramp;
  if (t < T) return (a * t + ((b - a) * t * t) / (2 * T)) / 60;
  return ((a + b) * T) / 120 + (b * (t - T)) / 60;
}

/** The moment, in seconds from the start, at which `phi` breaths have been taken: breathsAt's inverse. */
export function timeAtBreaths(r: RhythmSchedule, phi: number) {
  if (phi <= 0) return 0;
  const b = r.pace;
  if (!r.ramp) return (60 * phi) / b;
  const { fromPace: a, seconds: T } = r.ramp;
  const rampBreaths = ((a + b) * T) / 120;
  if (phi >= rampBreaths) return T + (60 * (phi - rampBreaths)) / b;
  // The root of (b − a)/2T·t² + a·t − 60φ = 0 in the form that stays exact when b ≈ a.
  const x = 60 * phi;
  return (2 * x) / (a + Math.sqrt(a * a + (2 * (b - a) * x) / T));
}

/** Where the session is at `t` seconds: which breath, which phase, and how far into it (0..1). */
export function positionAt(r: RhythmSchedule, t: number) {
  const phi = breathsAt(r, t);
  const breath = Math.floor(phi);
  const share = phi - breath;
  const slot = r.slots.find((s) => share < s.to) ?? r.slots[r.slots.length - 1]!;
  return {
    breath,
    phase: slot.phase,
    progress: Math.min(1, (share - slot.from) / (slot.to - slot.from)),
  };
}

/** The onset and end of every phase of breath `k` (seconds from the start). */
export function breathCues(r: RhythmSchedule, k: number) {
  return r.slots.map((s) => ({
    breath: k,
    phase: s.phase,
    at: timeAtBreaths(r, k + s.from),
    end: timeAtBreaths(r, k + s.to),
  }));
}
