import type { PacerEngine, PhaseState } from './engine.ts';
import {
  WAVE_DRIFT_MS,
  guideScale,
  ringTurns,
  waveDriftTransform,
  waveLevelTransform,
} from './guide-geometry.ts';
import {
  breathOffset,
  needsCorrection,
  ringKeyframes,
  sameLayout,
  scaleKeyframes,
  waveLevelKeyframes,
} from './guide-keyframes.ts';
import type { BreathLayout } from './pattern.ts';

/** The guide's moving layers; each is moved only by transform (and the ring's by opacity). */
export interface GuideLayers {
  /** The orb or the square, scaled with the breath. */
  scaled: HTMLElement | null;
  /** The wave's level layer (rises and falls) and its surface layer (slides sideways). */
  waveLevel: HTMLElement | null;
  waveSurface: HTMLElement | null;
  ringRight: HTMLElement | null;
  ringLeft: HTMLElement | null;
}

/** A breath's animations on every layer, for one engine and one layout. */
interface BreathSet {
  engine: PacerEngine;
  layout: BreathLayout;
  animations: Animation[];
}

/** Looked up this far into the next breath, clear of float noise on its boundary. */
const ONE_MS = 1;

/**
 * The guide drawn by the compositor: each layer plays a Web Animations animation of one breath,
 * repeated without end, placed on the document timeline so that it shows what the engine says
 * (startTime = the start of the breath under way). The compositor then goes on drawing every frame
 * while the main thread is busy; the main thread only checks, at each frame it runs, that the
 * animations still match the engine (its clock may be mapped to another one that shifts, a tab
 * may have been asleep) and moves them when they are off by more than a frame.
 *
 * A pace change (an engine segment from the next breath on) gets its own animations, created
 * ahead with a start time on that boundary: until then they have no effect (fill none), from then
 * on they win over the old ones (later in the composite order), with no main-thread work on the
 * boundary itself. A restart (a new engine) builds them again; a pause holds them at the engine's
 * time.
 */
export class GuideAnimator {
  readonly #layers: GuideLayers;
  #current: BreathSet | null = null;
  #next: BreathSet | null = null;
  #drift: Animation | null = null;

  constructor(layers: GuideLayers) {
    this.#layers = layers;
  }

  /** Web Animations with a document timeline whose time can be read: all current browsers. */
  static supported(): boolean {
    return (
      typeof document !== 'undefined' &&
      typeof Element.prototype.animate === 'function' &&
      typeof document.timeline?.currentTime === 'number'
    );
  }

  /**
   * Brings the animations in line with `state` = engine.phaseAt(now); `page` is that instant on
   * the page's clock (performance.now()), which the document timeline shares.
   */
  sync(engine: PacerEngine, state: PhaseState, now: number, page: number = now): void {
    const timelineNow = document.timeline.currentTime;
    if (typeof timelineNow !== 'number') return;
    // In an animation frame on the engine's own clock, both readings are of the same instant.
    const exact = now === page && page === timelineNow;
    // Elsewhere the timeline may still show the last frame's time (up to a long task ago): ask
    // the engine about that instant, not about `now`.
    const at = exact ? now : now - timelineLag(timelineNow, page);
    const seen = at === now ? state : engine.phaseAt(at);
    const layout = engine.layoutAt(at);
    const wanted = breathOffset(layout, seen);
    const current = this.#currentFor(engine, layout);
    this.#syncDrift(state.paused);

    if (state.paused) {
      this.#dropNext();
      for (const a of current.animations) {
        if (a.playState !== 'paused') a.pause();
        a.currentTime = wanted;
      }
      return;
    }
    const shown = current.animations[0]?.currentTime ?? null;
    // Just made, or just resumed: not yet placed on the timeline.
    const held = current.animations.some((a) => a.pending || a.playState !== 'running');
    if (held || needsCorrection(toMs(shown), wanted, layout.period, exact)) {
      for (const a of current.animations) {
        // play() then a start time: running at once, placed exactly (no pending play to wait on).
        if (a.playState !== 'running') a.play();
        a.startTime = timelineNow - wanted;
      }
    }
    const untilNext = layout.period - wanted;
    this.#prepareNext(engine, layout, at + untilNext, timelineNow + untilNext);
  }

  /** Stops every animation: the layers keep their last inline (static) look. */
  dispose(): void {
    for (const set of [this.#current, this.#next]) set?.animations.forEach((a) => a.cancel());
    this.#drift?.cancel();
    this.#current = this.#next = this.#drift = null;
  }

  #currentFor(engine: PacerEngine, layout: BreathLayout): BreathSet {
    const matches = (set: BreathSet | null) =>
      set !== null && set.engine === engine && sameLayout(set.layout, layout);
    if (this.#current && matches(this.#current)) return this.#current;
    this.#current?.animations.forEach((a) => a.cancel());
    // The breath prepared ahead (a pace change) has begun: it becomes the current one.
    const next = this.#next;
    this.#next = null;
    if (next && matches(next)) return (this.#current = next);
    next?.animations.forEach((a) => a.cancel());
    return (this.#current = this.#create(engine, layout));
  }

  /**
   * Readies the next breath's animations when it has another layout (a pace change). `at` is
   * when the next breath begins on the engine's clock, `startTime` the same instant on the
   * document timeline.
   */
  #prepareNext(engine: PacerEngine, layout: BreathLayout, at: number, startTime: number): void {
    const next = engine.layoutAt(at + ONE_MS);
    if (sameLayout(next, layout)) {
      this.#dropNext();
      return;
    }
    if (!this.#next || this.#next.engine !== engine || !sameLayout(this.#next.layout, next)) {
      this.#dropNext();
      this.#next = this.#create(engine, next);
    }
    for (const a of this.#next.animations) {
      if (a.startTime === null || Math.abs(toMs(a.startTime)! - startTime) > ONE_MS) {
        a.startTime = startTime;
      }
    }
  }

  #dropNext(): void {
    this.#next?.animations.forEach((a) => a.cancel());
    this.#next = null;
  }

  #create(engine: PacerEngine, layout: BreathLayout): BreathSet {
    const { scaled, waveLevel, ringRight, ringLeft } = this.#layers;
    const timing: KeyframeAnimationOptions = {
      duration: layout.period,
      iterations: Infinity,
      easing: 'linear',
    };
    const [right, left] = ringKeyframes(layout);
    const animations = [
      scaled?.animate(scaleKeyframes(layout), timing),
      waveLevel?.animate(waveLevelKeyframes(layout), timing),
      ringRight?.animate(right, timing),
      ringLeft?.animate(left, timing),
    ].filter((a): a is Animation => a !== undefined);
    animations.forEach(quietOnCancel);
    return { engine, layout, animations };
  }

  /** The wave's sideways drift only decorates: it runs on its own and stops with the breath. */
  #syncDrift(paused: boolean): void {
    const surface = this.#layers.waveSurface;
    if (!surface) return;
    if (!this.#drift) {
      this.#drift = surface.animate(
        [
          { offset: 0, transform: waveDriftTransform(0) },
          { offset: 1, transform: waveDriftTransform(1) },
        ],
        { duration: WAVE_DRIFT_MS, iterations: Infinity, easing: 'linear' },
      );
      quietOnCancel(this.#drift);
    }
    if (paused && this.#drift.playState !== 'paused') this.#drift.pause();
    if (!paused && this.#drift.playState === 'paused') this.#drift.play();
  }
}

/**
 * Cancelling rejects an animation's promises; browsers mark those handled, not every DOM made
 * for tests does. Nothing here waits on them.
 */
function quietOnCancel(animation: Animation): void {
  animation.finished.catch(() => undefined);
  animation.ready.catch(() => undefined);
}

/** Longer than any task the document timeline could be behind by: another clock, not a lag. */
const MAX_LAG_MS = 5000;

/**
 * How far the document timeline's time is behind the present. Outside animation frames it can
 * show the last frame's time, which a long task makes old; performance.now() shares its origin.
 * A clock replaced for tests does not: then no lag is assumed.
 */
function timelineLag(timelineNow: number, page: number): number {
  const lag = page - timelineNow;
  return lag >= 0 && lag < MAX_LAG_MS ? lag : 0;
}

/** Animation times are numbers in ms for the document timeline (CSSNumberish in the types). */
function toMs(value: CSSNumberish | null): number | null {
  return typeof value === 'number' ? value : null;
}

/**
 * The same picture drawn from the main thread, frame by frame: for browsers without Web
 * Animations (and the test DOM). Writes the same transforms the keyframes hold.
 */
export function drawLayers(layers: GuideLayers, state: PhaseState, now: number): void {
  const { scaled, waveLevel, waveSurface, ringRight, ringLeft } = layers;
  if (scaled) scaled.style.transform = `scale(${guideScale(state.breath).toFixed(5)})`;
  if (waveLevel) waveLevel.style.transform = waveLevelTransform(state.breath);
  if (waveSurface && !state.paused) {
    waveSurface.style.transform = waveDriftTransform((now / WAVE_DRIFT_MS) % 1);
  }
  const turns = ringTurns(state.progress);
  [ringRight, ringLeft].forEach((el, i) => {
    if (!el) return;
    const turn = turns[i]!;
    el.style.transform = `rotate(${turn.toFixed(3)}deg)`;
    const opacity = turn > 0 ? '1' : '0';
    if (el.style.opacity !== opacity) el.style.opacity = opacity;
  });
}
