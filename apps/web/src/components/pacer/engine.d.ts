import type { BreathPattern, Phase } from './pattern.ts';
export interface PhaseState {
    /** Breath index since start; keeps counting across pace changes. */
    cycle: number;
    phase: Phase;
    /** 0..1 through the current phase. */
    progress: number;
    /** Lung fullness 0..1: eased rise on inhale, fall on exhale. */
    breath: number;
    /** Wall time at which this phase started / ends (if paused: as if resumed at the queried t). */
    phaseStart: number;
    phaseEnd: number;
    /** Active length of the phase in ms. */
    duration: number;
    /** Pace of the breath this phase belongs to. */
    bpm: number;
    paused: boolean;
}
export interface Boundary {
    /** Wall time at which `phase` begins. */
    time: number;
    cycle: number;
    phase: Phase;
    /** Active length of the phase that begins, in ms. */
    duration: number;
    bpm: number;
}
export declare class PacerEngine {
    #private;
    readonly start: number;
    constructor(pattern: BreathPattern, start: number);
    get paused(): boolean;
    /** The latest pattern asked for (it may take effect at the next cycle boundary). */
    get pattern(): BreathPattern;
    /** Breathing time elapsed at wall time t, pauses excluded (0 before start). */
    activeTime(t: number): number;
    phaseAt(t: number): PhaseState;
    /**
     * Phase starts whose wall time lies in [t0, t1), in order, assuming no further pause.
     * Half-open so that back-to-back windows never report a boundary twice.
     */
    boundariesBetween(t0: number, t1: number): Boundary[];
    /** Freezes the guide at wall time t. A no-op if already paused. */
    pause(t: number): void;
    /** Continues from the frozen point: the paused span is subtracted from active time. */
    resume(t: number): void;
    /**
     * Changes the pattern from the next cycle boundary at or after t (now, if t is on one, or
     * before start), so the guide carries on from empty lungs without a jump. A later call before
     * that boundary replaces the pending change. Returns the wall time at which it takes effect.
     */
    setPattern(pattern: BreathPattern, t: number): number;
}
