import { layoutOf } from '../../../apps/web/src/components/pacer/pattern.ts';
import { BENCH_PATTERN } from '../recording.ts';

/** BENCH_PATTERN's phase lengths, in order, over and over. */
function benchPatternDurations(): (index: number) => number {
  const durations = layoutOf(BENCH_PATTERN).slots.map((s) => s.duration);
  return (index) => durations[index % durations.length] ?? 0;
}

/**
 * The baseline: a naive pacer that moves to the next phase when a setTimeout for the phase length
 * fires, then sets the next timeout from there. Every timer's lateness adds up. `durationOf(k)`
 * is the length of phase k (0 is the first inhale): BENCH_PATTERN's by default, a rhythm's from
 * its closed form otherwise.
 */
export class TimerChain {
  readonly start: number;
  readonly changes: number[] = [];
  readonly #durationOf: (index: number) => number;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #phaseStart: number;

  constructor(durationOf: (index: number) => number = benchPatternDurations()) {
    this.#durationOf = durationOf;
    this.start = performance.now();
    this.#phaseStart = this.start;
    this.#schedule();
  }

  /** Phases passed and progress 0..1 through the current one, as this pacer would draw them. */
  drawnAt(t: number): { index: number; progress: number } {
    const index = this.changes.length;
    const duration = this.#durationOf(index);
    return { index, progress: Math.min(1, Math.max(0, (t - this.#phaseStart) / duration)) };
  }

  stop(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #schedule(): void {
    this.#timer = setTimeout(() => {
      const now = performance.now();
      this.changes.push(now);
      this.#phaseStart = now;
      this.#schedule();
    }, this.#durationOf(this.changes.length));
  }
}
