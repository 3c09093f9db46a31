import { driftMs } from './cue-plan.ts';
import type { ClockAnchor, ClockPair } from './cue-plan.ts';

/**
 * Keeps the anchor between performance.now() and the heard AudioContext time, from one fresh
 * reading of both clocks per scheduler tick (decision 039).
 *
 * What the readings look like in Chromium: the offset between the clocks is steady to ~0.05 ms,
 * except that (1) when the audio thread misses a render deadline the audio clock falls behind in
 * whole buffers (10 ms steps were seen on a busy machine), and (2) the reading taken just after
 * such a step can be off by most of a millisecond for a tick or two. A single reading as the anchor
 * carries that error into every later cue; a 5 ms re-anchor threshold let it stand. So:
 *
 * - a reading more than STEP_MS away from the anchor is a real step: adopt it at once (tones
 *   planned on the old anchor would sound late by the step);
 * - otherwise the anchor is the median reading of the last WINDOW ones, re-chosen each tick, and
 *   it moves only when the median has moved more than REFINE_MS.
 *
 * `update` says whether the anchor moved, i.e. whether queued tones must be planned again.
 */
export const STEP_MS = 2;
export const REFINE_MS = 0.2;
export const WINDOW = 5;

/** ms of performance.now() minus ms of heard audio time: constant while the clocks agree. */
function offsetMs(pair: ClockPair): number {
  return pair.perfMs - pair.audioSec * 1000;
}

function medianReading(readings: readonly ClockPair[]): ClockPair {
  const sorted = [...readings].sort((a, b) => offsetMs(a) - offsetMs(b));
  // The lower middle for an even count: always one real reading, never an average of two.
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export interface ClockAnchorLimits {
  stepMs?: number;
  refineMs?: number;
  window?: number;
}

export class ClockAnchorFilter {
  #anchor: ClockAnchor | null = null;
  #readings: ClockPair[] = [];
  readonly #step: number;
  readonly #refine: number;
  readonly #window: number;

  /** The defaults suit an AudioContext's clock; a media element's needs wider ones. */
  constructor(limits: ClockAnchorLimits = {}) {
    this.#step = limits.stepMs ?? STEP_MS;
    this.#refine = limits.refineMs ?? REFINE_MS;
    this.#window = limits.window ?? WINDOW;
  }

  get anchor(): ClockAnchor | null {
    return this.#anchor;
  }

  /** Feeds one fresh reading; true when the anchor moved (cues planned on it are off). */
  update(fresh: ClockPair): boolean {
    const anchor = this.#anchor;
    if (anchor === null || driftMs(anchor, fresh) > this.#step) {
      this.#readings = [fresh];
      this.#anchor = fresh;
      return anchor !== null;
    }
    this.#readings.push(fresh);
    if (this.#readings.length > this.#window) this.#readings.shift();
    const median = medianReading(this.#readings);
    if (driftMs(anchor, median) <= this.#refine) return false;
    this.#anchor = median;
    return true;
  }

  /** Forgets everything (a new AudioContext or a clock that stood still). */
  clear(): void {
    this.#anchor = null;
    this.#readings = [];
  }
}
