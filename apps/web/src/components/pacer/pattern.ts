/**
 * A breathing pattern and its layout inside one breath. Pure: no clock, no state.
 *
 * Phase lengths are given as relative weights ("parts") of one breath rather than seconds, so the
 * pace in breaths per minute stays exact whatever the ratio: 5 bpm at 4:6 is a 12 s breath split
 * 4.8 s in / 7.2 s out. Holds use the same parts (box breathing is 4:4:4:4).
 */

export type Phase = 'inhale' | 'hold-in' | 'exhale' | 'hold-out';

/** Phases in the order they occur within one breath. */
export const PHASE_ORDER: readonly Phase[] = ['inhale', 'hold-in', 'exhale', 'hold-out'];

export interface BreathPattern {
  /** Breaths per minute; resonance breathing is about 4.5–6. */
  bpm: number;
  /** Inhale:exhale ratio as [inhale parts, exhale parts]; default [1, 1]. */
  ratio?: readonly [number, number];
  /** Hold after the inhale, in the same parts as `ratio`; default 0 (no hold). */
  holdIn?: number;
  /** Hold after the exhale, in the same parts as `ratio`; default 0 (no hold). */
  holdOut?: number;
  /**
   * Easing down (issue 30): the pace starts at `fromBpm` and reaches `bpm` after `seconds`,
   * linearly, every phase stretching in proportion (decision 099).
   */
  ramp?: { readonly fromBpm: number; readonly seconds: number };
}

export interface PhaseSlot {
  phase: Phase;
  /** Offset of the phase start from the start of its breath, in ms. */
  offset: number;
  /** Length of the phase in ms (never 0: empty holds are left out). */
  duration: number;
}

export interface BreathLayout {
  /** Length of one breath in ms: exactly 60 000 / bpm. */
  period: number;
  /** Non-empty phases in order; offsets increase, the first is 0. */
  slots: readonly PhaseSlot[];
  /**
   * For a breath whose pace changes within it (a ramp, decision 099): where progress p (0..1)
   * through slot i falls, in ms from the breath's start, and back. Progress then runs on the
   * integral of the pace, as the contract's `positionAt` has it. Absent: linear in time.
   */
  timeOf?: (slot: number, progress: number) => number;
  progressOf?: (slot: number, ms: number) => number;
}

/** Where progress p through slot i of a layout falls, in ms from its breath's start. */
export function slotTime(layout: BreathLayout, i: number, progress: number): number {
  if (layout.timeOf) return layout.timeOf(i, progress);
  const slot = layout.slots[i]!;
  return slot.offset + progress * slot.duration;
}

/** How far through slot i of a layout `ms` from its breath's start is, 0..1. */
export function slotProgress(layout: BreathLayout, i: number, ms: number): number {
  const slot = layout.slots[i]!;
  const p = layout.progressOf ? layout.progressOf(i, ms) : (ms - slot.offset) / slot.duration;
  return Math.min(1, Math.max(0, p));
}

function checkPart(name: string, value: number, allowZero: boolean): void {
  const ok = Number.isFinite(value) && (allowZero ? value >= 0 : value > 0);
  if (!ok) throw new RangeError(`Breath pattern: ${name} must be ${allowZero ? '≥ 0' : '> 0'}`);
}

/** Validates a pattern and lays out its phases within one breath. */
export function layoutOf(pattern: BreathPattern): BreathLayout {
  const { bpm, ratio = [1, 1], holdIn = 0, holdOut = 0 } = pattern;
  checkPart('bpm', bpm, false);
  checkPart('inhale', ratio[0], false);
  checkPart('exhale', ratio[1], false);
  checkPart('holdIn', holdIn, true);
  checkPart('holdOut', holdOut, true);

  const period = 60_000 / bpm;
  const parts: ReadonlyArray<readonly [Phase, number]> = [
    ['inhale', ratio[0]],
    ['hold-in', holdIn],
    ['exhale', ratio[1]],
    ['hold-out', holdOut],
  ];
  const total = ratio[0] + ratio[1] + holdIn + holdOut;
  const slots: PhaseSlot[] = [];
  let before = 0;
  for (const [phase, weight] of parts) {
    if (weight === 0) continue;
    // Offsets come from the cumulative weight, not from summing rounded durations, so the last
    // phase ends exactly on `period` and no rounding error can build up between phases.
    const offset = (period * before) / total;
    before += weight;
    const end = (period * before) / total;
    slots.push({ phase, offset, duration: end - offset });
  }
  return { period, slots };
}

/**
 * Lung fullness 0..1 for a phase and its progress: a half cosine, so the guide starts and stops
 * gently (zero velocity at each turn) like a real breath, and is continuous across phases.
 */
export function breathLevel(phase: Phase, progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  switch (phase) {
    case 'inhale':
      return (1 - Math.cos(Math.PI * p)) / 2;
    case 'hold-in':
      return 1;
    case 'exhale':
      return (1 + Math.cos(Math.PI * p)) / 2;
    case 'hold-out':
      return 0;
  }
}

/** True for patterns that describe the same breath (used to ignore no-op pace changes). */
export function samePattern(a: BreathPattern, b: BreathPattern): boolean {
  const ra = a.ratio ?? [1, 1];
  const rb = b.ratio ?? [1, 1];
  return (
    a.bpm === b.bpm &&
    a.ramp?.fromBpm === b.ramp?.fromBpm &&
    a.ramp?.seconds === b.ramp?.seconds &&
    ra[0] / ra[1] === rb[0] / rb[1] &&
    (a.holdIn ?? 0) / ra[1] === (b.holdIn ?? 0) / rb[1] &&
    (a.holdOut ?? 0) / ra[1] === (b.holdOut ?? 0) / rb[1]
  );
}
