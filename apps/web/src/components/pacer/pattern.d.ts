/**
 * A breathing pattern and its layout inside one breath. Pure: no clock, no state.
 *
 * Phase lengths are given as relative weights ("parts") of one breath rather than seconds, so the
 * pace in breaths per minute stays exact whatever the ratio: 5 bpm at 4:6 is a 12 s breath split
 * 4.8 s in / 7.2 s out. Holds use the same parts (box breathing is 4:4:4:4).
 */
export type Phase = 'inhale' | 'hold-in' | 'exhale' | 'hold-out';
/** Phases in the order they occur within one breath. */
export declare const PHASE_ORDER: readonly Phase[];
export interface BreathPattern {
    /** Breaths per minute; resonance breathing is about 4.5–6. */
    bpm: number;
    /** Inhale:exhale ratio as [inhale parts, exhale parts]; default [1, 1]. */
    ratio?: readonly [number, number];
    /** Hold after the inhale, in the same parts as `ratio`; default 0 (no hold). */
    holdIn?: number;
    /** Hold after the exhale, in the same parts as `ratio`; default 0 (no hold). */
    holdOut?: number;
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
}
/** Validates a pattern and lays out its phases within one breath. */
export declare function layoutOf(pattern: BreathPattern): BreathLayout;
/**
 * Lung fullness 0..1 for a phase and its progress: a half cosine, so the guide starts and stops
 * gently (zero velocity at each turn) like a real breath, and is continuous across phases.
 */
export declare function breathLevel(phase: Phase, progress: number): number;
/** True for patterns that describe the same breath (used to ignore no-op pace changes). */
export declare function samePattern(a: BreathPattern, b: BreathPattern): boolean;
