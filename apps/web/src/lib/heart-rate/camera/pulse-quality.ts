/**
 * Whether the fingertip's signal can be trusted, and the one thing a person can do when it
 * cannot. Four checks, the most important first:
 *
 * - cover: a fingertip lit from behind is strongly red (red ≥ 1.6 × green and blue); a room seen
 *   through the lens has comparable channels.
 * - lighter: pressing hard squeezes the blood out and saturates red (more than 15 % of the
 *   region at the ceiling), or leaves too little pulse to see (perfusion, below).
 * - still: the finger moves: red jumps more than 6 % of its level, green + blue (room light at
 *   the edges) more than 5 levels, or the spread across the region more than 4 levels — between
 *   two frames or within the last half second. A pulse changes red by 0.5–2 % over a beat;
 *   breath and drift move slowly.
 * - light: too dark (red below 40) for the pulse to stand above the sensor's noise.
 *
 * Perfusion is the pulse's strength relative to the light: the RMS of red in the pulse's band
 * over its mean (an AC/DC perfusion index; a clear fingertip gives 0.2–1 %). Below 0.04 % there is
 * no pulse to time.
 *
 * A level problem within half a second of motion is counted as motion: a finger sliding about
 * the lens clips, darkens and uncovers it for moments.
 *
 * Hysteresis: a problem that lasts 1 s makes the signal poor (well within issue 31's 5 s), and it
 * is good again only after 2.5 s without one, so the guidance does not flicker; the analyser holds
 * the beats of those 2.5 s and reports them then (decision 117).
 */
import type { FrameSample, PulseHint, PulseQuality } from './pulse-types.ts';

export const QUALITY_LIMITS = {
  fingerRedness: 1.6,
  clippedShare: 0.15,
  redJumpShare: 0.06,
  leakLevels: 5,
  spreadLevels: 4,
  darkRed: 40,
  blackRed: 12,
  perfusionMin: 0.0004,
  /** Perfusion at which the index is 1 (no better signal is needed). */
  perfusionFull: 0.002,
  poorAfterMs: 1000,
  goodAfterMs: 2500,
  motionWindowMs: 500,
} as const;

const PRIORITY: readonly PulseHint[] = ['cover', 'lighter', 'still', 'light'];

/** The more important of two problems (null: none). */
export function worse(a: PulseHint | null, b: PulseHint | null): PulseHint | null {
  if (a === null) return b;
  if (b === null) return a;
  return PRIORITY.indexOf(a) <= PRIORITY.indexOf(b) ? a : b;
}

/** What one frame alone says, from its levels (not its motion). */
export function levelProblem(s: FrameSample): PulseHint | null {
  const L = QUALITY_LIMITS;
  // A black frame is a covered lens with no light as often as anything else.
  if (s.r < L.blackRed) return 'light';
  if (s.r < L.fingerRedness * Math.max(s.g, s.b)) return 'cover';
  if (s.clipped > L.clippedShare) return 'lighter';
  if (s.r < L.darkRed) return 'light';
  return null;
}

/** Whether the change from `a` to `b` is a moving finger, not a pulse. */
export function moved(a: FrameSample, b: FrameSample): boolean {
  const L = QUALITY_LIMITS;
  const level = Math.max(1, (a.r + b.r) / 2);
  return (
    Math.abs(b.r - a.r) > L.redJumpShare * level ||
    Math.abs(b.g - a.g) + Math.abs(b.b - a.b) > L.leakLevels ||
    Math.abs(b.spread - a.spread) > L.spreadLevels
  );
}

export class PulseQualityMonitor {
  readonly #recent: FrameSample[] = [];
  #good = false;
  #hint: PulseHint | null = null;
  /** Whether the current run of checks found problems, and since when (ms). */
  #runBad: boolean | null = null;
  #since = 0;
  #worstSince: PulseHint | null = null;
  #index = 0;

  /** The frame's own problem (levels, or a jump from the frame before): marks it untrustworthy. */
  frame(s: FrameSample): PulseHint | null {
    const previous = this.#recent.at(-1);
    this.#recent.push(s);
    while (this.#recent[0]!.t < s.t - QUALITY_LIMITS.motionWindowMs) this.#recent.shift();
    const level = levelProblem(s);
    // A room seen through the lens moves as it likes: half a second of it is no finger.
    if (level === 'cover' && this.#recent.every((f) => levelProblem(f) === 'cover')) return level;
    if (previous && moved(previous, s)) return 'still';
    // A sliding finger passes through clipped, dark and uncovered moments: those are its motion,
    // and "Hold still" is what to do. Once it has stopped, what remains is the level's problem.
    return level && this.slid() ? 'still' : level;
  }

  /** Whether the last half second as a whole moved more than a pulse does (a slow slide). */
  slid(): boolean {
    const first = this.#recent[0];
    if (!first) return false;
    const range = { r: [first.r, first.r], leak: [0, 0], spread: [first.spread, first.spread] };
    for (const s of this.#recent) {
      const leak = s.g + s.b - first.g - first.b;
      range.r = [Math.min(range.r[0]!, s.r), Math.max(range.r[1]!, s.r)];
      range.leak = [Math.min(range.leak[0]!, leak), Math.max(range.leak[1]!, leak)];
      range.spread = [Math.min(range.spread[0]!, s.spread), Math.max(range.spread[1]!, s.spread)];
    }
    const L = QUALITY_LIMITS;
    const width = (pair: number[]) => pair[1]! - pair[0]!;
    return (
      width(range.r) > L.redJumpShare * Math.max(1, first.r) ||
      width(range.leak) > L.leakLevels ||
      width(range.spread) > L.spreadLevels
    );
  }

  /**
   * The verdict at `now` (ms), given the worst problem since the last call and the perfusion of
   * the recent good signal (null while there is too little to tell).
   */
  assess(now: number, problem: PulseHint | null, perfusion: number | null, level: number) {
    const L = QUALITY_LIMITS;
    let worst = problem;
    if (worst === null && perfusion !== null && perfusion < L.perfusionMin) {
      worst = level < 2 * L.darkRed ? 'light' : 'lighter';
    }
    const settling = perfusion === null && worst === null;
    const bad = worst !== null || settling;
    if (bad !== this.#runBad) {
      // The run of problems (or of none) changes: start counting again.
      this.#runBad = bad;
      this.#since = now;
      this.#worstSince = worst;
    } else this.#worstSince = worse(this.#worstSince, worst);
    const lasted = now - this.#since;
    if (this.#good && bad && lasted >= L.poorAfterMs) {
      this.#good = false;
      this.#hint = this.#worstSince;
    } else if (!this.#good && !bad && lasted >= L.goodAfterMs) {
      this.#good = true;
      this.#hint = null;
    } else if (!this.#good && worst !== null) this.#hint = worst;
    this.#index = qualityIndex(worst, perfusion, this.#recent.at(-1)?.clipped ?? 0);
    return this.quality();
  }

  /**
   * Since when (ms, a look's time) the checks have found nothing wrong while the verdict is still
   * poor: the stretch the analyser holds beats from, to report them if the verdict turns good.
   * Null while good, or while a problem lasts.
   */
  recoveringSince(): number | null {
    return !this.#good && this.#runBad === false ? this.#since : null;
  }

  quality(): PulseQuality {
    return { good: this.#good, hint: this.#good ? null : this.#hint, index: this.#index };
  }
}

/** 0..1: perfusion scaled to where it is plenty, times what clipping and motion leave of it. */
function qualityIndex(problem: PulseHint | null, perfusion: number | null, clipped: number) {
  if (problem === 'cover' || perfusion === null) return 0;
  const L = QUALITY_LIMITS;
  const strength = Math.min(1, perfusion / L.perfusionFull);
  const unclipped = Math.max(0, 1 - clipped / (2 * L.clippedShare));
  const steady = problem === 'still' ? 0.25 : 1;
  return Math.round(strength * unclipped * steady * 100) / 100;
}
