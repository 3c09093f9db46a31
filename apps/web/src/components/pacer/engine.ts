import { breathClock, type BreathClock } from './breath-clock.ts';
import { breathLevel, samePattern, slotProgress } from './pattern.ts';
import type { BreathLayout, BreathPattern, Phase } from './pattern.ts';

/**
 * The pacer's clock-driven engine. Every answer is computed from (t - start) minus paused spans;
 * nothing is accumulated frame by frame or timer by timer, so a late frame, a frozen tab or ten
 * hours of play cannot make it drift (PERFORMANCE.md: a setTimeout chain drifted 0.5 s in 3 min).
 *
 * Two time scales: "wall" time is whatever monotonic clock the caller passes in (performance.now()
 * in the browser, plain numbers in tests); "active" time is wall time since `start` with pauses
 * removed. Breaths are laid out on active time, in segments: a pace change opens a new segment at
 * a cycle boundary (a re-anchor), so the guide never jumps. Within a segment its BreathClock
 * says when each breath starts: a steady pattern's are evenly spaced, one that eases down
 * follows the integral of its pace (decision 099).
 */

/** Tolerance for float noise when a time sits exactly on a boundary (1 ns, far below a frame). */
const EPS = 1e-6;

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

interface Segment {
  /** Active time at which this pattern takes over (always a cycle boundary). */
  from: number;
  /** Cycle index of the segment's first breath. */
  cycle0: number;
  pattern: BreathPattern;
  clock: BreathClock;
}

interface PauseSpan {
  from: number;
  /** null while the pause is still open. */
  to: number | null;
}

export class PacerEngine {
  readonly start: number;
  readonly #segments: Segment[];
  readonly #pauses: PauseSpan[] = [];

  constructor(pattern: BreathPattern, start: number) {
    this.start = start;
    this.#segments = [{ from: 0, cycle0: 0, pattern, clock: breathClock(pattern) }];
  }

  get paused(): boolean {
    return this.#pauses.at(-1)?.to === null;
  }

  /** The latest pattern asked for (it may take effect at the next cycle boundary). */
  get pattern(): BreathPattern {
    return this.#last().pattern;
  }

  /** Breathing time elapsed at wall time t, pauses excluded (0 before start). */
  activeTime(t: number): number {
    let paused = 0;
    for (const p of this.#pauses) {
      if (p.from >= t) break;
      paused += Math.min(t, p.to ?? t) - p.from;
    }
    return Math.max(0, t - this.start - paused);
  }

  phaseAt(t: number): PhaseState {
    const tau = this.activeTime(t);
    const seg = this.#segmentAt(tau);
    const n = seg.clock.breathAt(tau - seg.from);
    const layout = seg.clock.layoutOf(n);
    const { slots } = layout;
    const cycleStart = seg.from + seg.clock.startOf(n);
    const within = tau - cycleStart;
    let index = 0;
    while (index + 1 < slots.length && (slots[index + 1]?.offset ?? Infinity) <= within + EPS) {
      index++;
    }
    const slot = slots[index] ?? slots[0]!;
    const progress = slotProgress(layout, index, within);
    const resumeAt = this.paused ? t : null;
    return {
      cycle: seg.cycle0 + n,
      phase: slot.phase,
      progress,
      breath: breathLevel(slot.phase, progress),
      phaseStart: this.#toWall(cycleStart + slot.offset, resumeAt),
      phaseEnd: this.#toWall(cycleStart + slot.offset + slot.duration, resumeAt),
      duration: slot.duration,
      bpm: seg.clock.bpmOf(n),
      paused: this.paused,
    };
  }

  /**
   * The layout of the breath under way at wall time t (a pending pace change shows only from its
   * boundary on), for drawing a whole breath ahead, as the compositor's animations do.
   */
  layoutAt(t: number): BreathLayout {
    const tau = this.activeTime(t);
    const seg = this.#segmentAt(tau);
    return seg.clock.layoutOf(seg.clock.breathAt(tau - seg.from));
  }

  /**
   * Phase starts whose wall time lies in [t0, t1), in order, assuming no further pause.
   * Half-open so that back-to-back windows never report a boundary twice.
   */
  boundariesBetween(t0: number, t1: number): Boundary[] {
    if (!(t1 > t0)) return [];
    const tau0 = this.activeTime(t0);
    const tau1 = this.activeTime(t1);
    const out: Boundary[] = [];
    this.#segments.forEach((seg, i) => {
      const segEnd = this.#segments[i + 1]?.from ?? Infinity;
      if (segEnd <= tau0 || seg.from > tau1 + EPS) return;
      const { clock } = seg;
      let n = Math.max(0, clock.breathAt(tau0 - seg.from) - 1);
      for (let cycleStart = seg.from + clock.startOf(n); cycleStart <= tau1 + EPS;) {
        if (cycleStart >= segEnd - EPS) break;
        const bpm = clock.bpmOf(n);
        for (const slot of clock.layoutOf(n).slots) {
          const time = this.#toWall(cycleStart + slot.offset, null);
          if (time >= t0 && time < t1) {
            out.push({
              time,
              cycle: seg.cycle0 + n,
              phase: slot.phase,
              duration: slot.duration,
              bpm,
            });
          }
        }
        n++;
        cycleStart = seg.from + clock.startOf(n);
      }
    });
    return out;
  }

  /** Freezes the guide at wall time t. A no-op if already paused. */
  pause(t: number): void {
    if (this.paused) return;
    const previous = this.#pauses.at(-1)?.to ?? -Infinity;
    // Pauses before start only delay the start by the part after it; keep spans ordered.
    this.#pauses.push({ from: Math.max(t, this.start, previous), to: null });
  }

  /** Continues from the frozen point: the paused span is subtracted from active time. */
  resume(t: number): void {
    const open = this.#pauses.at(-1);
    if (!open || open.to !== null) return;
    const to = Math.max(t, open.from);
    if (to === open.from) this.#pauses.pop();
    else open.to = to;
  }

  /**
   * Changes the pattern from the next cycle boundary at or after t (now, if t is on one, or
   * before start), so the guide carries on from empty lungs without a jump. A later call before
   * that boundary replaces the pending change. Returns the wall time at which it takes effect.
   */
  setPattern(pattern: BreathPattern, t: number): number {
    const clock = breathClock(pattern);
    const tau = this.activeTime(t);
    const seg = this.#segmentAt(tau);
    let n = seg.clock.breathAt(tau - seg.from);
    if (tau - (seg.from + seg.clock.startOf(n)) > EPS) n++;
    const at = seg.from + seg.clock.startOf(n);
    const cycle0 = seg.cycle0 + n;
    while (this.#segments.length > 1 && this.#last().from >= at - EPS) this.#segments.pop();
    const last = this.#last();
    if (last.from >= at - EPS) {
      // Only the first segment can be left here: a change at start replaces it outright.
      this.#segments[0] = { from: 0, cycle0: 0, pattern, clock };
    } else if (!samePattern(last.pattern, pattern)) {
      this.#segments.push({ from: at, cycle0, pattern, clock });
    }
    return this.#toWall(at, this.paused ? t : null);
  }

  #last(): Segment {
    return this.#segments.at(-1) ?? this.#segments[0]!;
  }

  #segmentAt(tau: number): Segment {
    for (let i = this.#segments.length - 1; i > 0; i--) {
      const seg = this.#segments[i]!;
      if (seg.from <= tau + EPS) return seg;
    }
    return this.#segments[0]!;
  }

  /**
   * Wall time at which active time tau is (or was) reached. With an open pause, times after it
   * are unknown: they map as if resumed at `resumeAt`, or to Infinity when that is null.
   */
  #toWall(tau: number, resumeAt: number | null): number {
    let t = this.start + tau;
    for (const p of this.#pauses) {
      // A phase due exactly as a pause begins is heard and seen when the pause ends.
      if (t < p.from) break;
      if (p.to === null) return resumeAt === null ? Infinity : t + (resumeAt - p.from);
      t += p.to - p.from;
    }
    return t;
  }
}
