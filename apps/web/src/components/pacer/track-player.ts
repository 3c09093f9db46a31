import { TrackClockFollower } from './track-clock.ts';
import { mediaPosition, type TrackShape } from './track-plan.ts';

/**
 * Plays a session's rendered track through an HTMLAudioElement (decision 074): a media element
 * goes on playing with the screen locked or the tab hidden, where Web Audio is suspended and
 * speech synthesis stops. The engine's clock follows the element's: `clock()` is performance.now()
 * shifted by what the follower found (track-clock.ts), so the picture lands where the sound is.
 *
 * The element's own pause and play — from the lock screen, a headset, the system taking the
 * audio for a call — are told through `onExternalPause` / `onExternalPlay`, so the session pauses
 * with its sound.
 *
 * A steady track loops whole (the element's own loop, seamless). A track with a lead-in — a pace
 * that eases down — plays once to its end and goes on from where its loop begins.
 */
export interface TrackPlayerEvents {
  onExternalPause: () => void;
  onExternalPlay: () => void;
  /** The engine's position in the current track now (on `clock()`), ms, unwrapped. */
  position: () => number;
}

/** Readings closer together than this add nothing but work: the filter takes a median of 5. */
const FOLLOW_EVERY_MS = 200;

export class TrackPlayer {
  readonly element: HTMLAudioElement;
  #events: TrackPlayerEvents = {
    onExternalPause: () => undefined,
    onExternalPlay: () => undefined,
    position: () => 0,
  };
  readonly #follower = new TrackClockFollower();
  #offsetMs = 0;
  #shape: TrackShape = { lengthMs: 0, loopFromMs: 0 };
  #url: string | null = null;
  /** What the session wants; an element event that disagrees came from outside. */
  #wanted = false;
  #lastReading = -Infinity;
  /** False while the session's sound has changed and its new track is still being made. */
  #current = true;

  constructor() {
    this.element = new Audio();
    this.element.loop = true;
    this.element.preload = 'auto';
    this.element.addEventListener('pause', this.#onPause);
    this.element.addEventListener('play', this.#onPlay);
    this.element.addEventListener('ended', this.#onEnded);
    // Registered before the pacer's own listener, so the first frame back on screen is drawn
    // on the corrected clock: the picture lands where the sound is, it does not catch up.
    document.addEventListener('visibilitychange', this.#onVisible);
  }

  /** Who hears of the element's own pauses, and where the engine is (set after each render). */
  bind(events: TrackPlayerEvents): void {
    this.#events = events;
  }

  /**
   * Whether the loaded track is the session's sound. While a new one is rendered (another
   * exercise's pace), the old one plays on but says nothing about where the picture should be.
   */
  setCurrent(current: boolean): void {
    if (current !== this.#current) this.#follower.clear();
    this.#current = current;
  }

  get hasTrack(): boolean {
    return this.#url !== null;
  }

  /** The clock the engine reads: the page's, shifted onto the track's. */
  readonly clock = (): number => performance.now() + this.#offsetMs;

  /**
   * Gives the element a (new) track. While the session plays, it goes on from `expectedMs`
   * into the track; the old one plays until the new one is ready, so nothing falls silent.
   */
  setTrack(url: string, shape: TrackShape, expectedMs: number | null): void {
    const old = this.#url;
    this.#url = url;
    this.#shape = shape;
    this.element.loop = shape.loopFromMs === 0;
    this.#follower.clear();
    this.element.src = url;
    if (old) URL.revokeObjectURL(old);
    if (this.#wanted && expectedMs !== null) this.#start(expectedMs);
  }

  /**
   * Inside the click that begins the session: a play() there lets later calls play without a
   * gesture (Safari, Chrome on Android). Nothing is heard: it is paused at once.
   */
  unlock(): void {
    if (!this.#url) return;
    void this.element.play().catch(() => undefined);
    this.element.pause();
  }

  play(expectedMs: number): void {
    this.#wanted = true;
    if (this.#url) this.#start(expectedMs);
  }

  pause(): void {
    this.#wanted = false;
    this.#follower.clear();
    if (!this.element.paused) this.element.pause();
  }

  /**
   * One reading while playing (called from every frame; taken every FOLLOW_EVERY_MS): shifts
   * the clock (the picture follows) or moves the media (it lost its place).
   */
  follow(force = false): void {
    const el = this.element;
    if (!this.#wanted || !this.#current || el.paused || el.seeking || el.readyState < 3) return;
    if (!this.#shape.lengthMs) return;
    const perf = performance.now();
    if (!force && perf - this.#lastReading < FOLLOW_EVERY_MS) return;
    this.#lastReading = perf;
    const correction = this.#follower.update(
      perf,
      this.#events.position(),
      el.currentTime * 1000,
      this.#shape,
    );
    if (correction.kind === 'shift') this.#offsetMs += correction.ms;
    if (correction.kind === 'seek') el.currentTime = correction.ms / 1000;
  }

  dispose(): void {
    this.#wanted = false;
    this.element.removeEventListener('pause', this.#onPause);
    this.element.removeEventListener('play', this.#onPlay);
    this.element.removeEventListener('ended', this.#onEnded);
    document.removeEventListener('visibilitychange', this.#onVisible);
    this.element.pause();
    this.element.removeAttribute('src');
    this.element.load();
    if (this.#url) URL.revokeObjectURL(this.#url);
    this.#url = null;
  }

  #start(expectedMs: number): void {
    this.#follower.clear();
    const at = mediaPosition(this.#shape, expectedMs) / 1000;
    // A seek costs a trip through the media pipeline before the sound starts; at Begin the
    // element is already where the session starts.
    if (Math.abs(this.element.currentTime - at) > 0.001) this.element.currentTime = at;
    void this.element.play().catch(() => undefined);
  }

  readonly #onVisible = (): void => {
    if (document.visibilityState === 'visible') this.follow(true);
  };

  // Events arrive a task later: the element's state then, not the event, says whether it was
  // ours (unlock's play and pause, a new source's reload) or from outside.
  readonly #onPause = (): void => {
    // A track with a lead-in pauses at its end; #onEnded takes it on from its loop.
    if (this.#wanted && this.element.paused && !this.element.ended) {
      this.#wanted = false;
      this.#events.onExternalPause();
    }
  };

  readonly #onEnded = (): void => {
    if (!this.#wanted || this.element.loop) return;
    this.#follower.clear();
    this.element.currentTime = this.#shape.loopFromMs / 1000;
    void this.element.play().catch(() => undefined);
  };

  readonly #onPlay = (): void => {
    if (!this.#wanted && !this.element.paused) {
      this.#wanted = true;
      this.#events.onExternalPlay();
    }
  };
}
