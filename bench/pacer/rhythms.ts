import {
  RHYTHM_STARTING_POINTS,
  ZRhythmDefinition,
  breathCues,
  breathsAt,
  positionAt,
  scheduleOf,
  timeAtBreaths,
} from '@resona/contract';
import type { RhythmSchedule, TRhythmDefinition } from '@resona/contract';

/**
 * The rhythms the bench breathes beside BENCH_PATTERN (issue 30), and their truth: the
 * contract's closed form (rhythms/schedule.ts), never the pacer's engine. Shared by the page,
 * which breathes a rhythm through `patternOfRhythm` as the player does, and the analysis.
 */

export type RhythmScenario = 'box' | 'ramp';

/** The ramp of issue 30's example: 7 breaths a minute easing down to the target over 3 minutes. */
export const RAMP_FROM_PACE = 7;
export const RAMP_MINUTES = 3;

function startingPoint(key: 'box' | 'coherent') {
  const point = RHYTHM_STARTING_POINTS.find((p) => p.key === key);
  if (!point?.timing) throw new Error(`starting point ${key} has no timing`);
  return point.timing;
}

/**
 * The bench's rhythm for a scenario, checked by the contract's schema. `box`: the starting point
 * Box 4-4-4-4 (inhale, hold, exhale, hold, 4 s each). `ramp`: Coherent 5.5 (1:1) starting at
 * 7 breaths a minute and easing down to 5.5 over `rampMinutes`.
 */
export function benchRhythm(name: RhythmScenario, rampMinutes = RAMP_MINUTES): TRhythmDefinition {
  const rhythm =
    name === 'box'
      ? { timing: startingPoint('box'), ramp: null }
      : {
          timing: startingPoint('coherent'),
          ramp: { from_pace: RAMP_FROM_PACE, minutes: rampMinutes },
        };
  const parsed = ZRhythmDefinition.safeParse(rhythm);
  if (!parsed.success) {
    throw new Error(`bench rhythm ${name} is not a valid rhythm: ${parsed.error.message}`);
  }
  return parsed.data;
}

/**
 * The ramp's length for a run of `seconds`: 3 minutes when the run has at least a minute after
 * it, else the longest ramp (in tenths of a minute, at least the contract's 0.5) that leaves
 * half the run at the target, so a `--quick` minute still covers the whole ramp.
 */
export function rampMinutesFor(seconds: number): number {
  if (seconds >= RAMP_MINUTES * 60 + 60) return RAMP_MINUTES;
  return Math.max(0.5, Math.floor((seconds / 2 / 60) * 10) / 10);
}

/** One phase start of the closed form, on the page's clock. */
export interface IdealBoundary {
  time: number;
  cycle: number;
  phase: 'inhale' | 'hold-in' | 'exhale' | 'hold-out';
  /** Length of the phase that begins, ms. */
  duration: number;
  /** Breaths a minute of the breath it belongs to (60 000 / its length in ms). */
  bpm: number;
}

/**
 * Phase starts in [start, end) of a rhythm begun at `start` (ms), from `breathCues`: breath k's
 * phases begin at timeAtBreaths(k + share), holds included.
 */
export function closedFormBoundaries(
  r: RhythmSchedule,
  start: number,
  end: number,
): IdealBoundary[] {
  const out: IdealBoundary[] = [];
  for (let k = 0; ; k++) {
    const cues = breathCues(r, k);
    if (start + 1000 * cues[0]!.at >= end) return out;
    const bpm = 60 / (timeAtBreaths(r, k + 1) - timeAtBreaths(r, k));
    for (const c of cues) {
      const time = start + 1000 * c.at;
      if (time >= end) return out;
      out.push({ time, cycle: k, phase: c.phase, duration: 1000 * (c.end - c.at), bpm });
    }
  }
}

/**
 * Where a drawn state (breath, phase, progress 0..1 through the phase) puts the breath, in ms
 * since the start, as the closed form reads it: φ = breath + the phase's share so far, and the
 * time at which φ breaths have been taken. A guide drawn where `positionAt` says the breath is
 * gives exactly the frame's own time.
 */
export function drawnTimeByShares(
  r: RhythmSchedule,
  breath: number,
  phase: IdealBoundary['phase'],
  progress: number,
): number {
  const slot = r.slots.find((s) => s.phase === phase) ?? r.slots[0]!;
  return 1000 * timeAtBreaths(r, breath + slot.from + progress * (slot.to - slot.from));
}

/**
 * The same drawn state read with the phase's closed-form onset and end and the progress linear
 * in time between them (as the engine and the guide's keyframes lay a breath out). It differs
 * from `drawnTimeByShares` only inside a phase while the pace changes.
 */
export function drawnTimeByOnsets(
  r: RhythmSchedule,
  breath: number,
  phase: IdealBoundary['phase'],
  progress: number,
): number {
  const cue = breathCues(r, breath).find((c) => c.phase === phase) ?? breathCues(r, breath)[0]!;
  return 1000 * (cue.at + progress * (cue.end - cue.at));
}

/** Does the drawn breath and phase agree with positionAt at `seconds` into the rhythm? */
export function agreesWithPosition(
  r: RhythmSchedule,
  seconds: number,
  breath: number,
  phase: IdealBoundary['phase'],
): boolean {
  const p = positionAt(r, seconds);
  return p.breath === breath && p.phase === phase;
}

/** Breaths started in the first `seconds`: breath 0 at the start, then one each time φ passes a whole number. */
export function breathsStartedBy(r: RhythmSchedule, seconds: number): number {
  return Math.floor(breathsAt(r, seconds)) + 1;
}

export { breathsAt, scheduleOf };
export type { RhythmSchedule };
