import { ClockAnchorFilter } from './clock-anchor.ts';
import { toAudioTime } from './cue-plan.ts';
import { heardPosition, mediaPosition, type TrackShape } from './track-plan.ts';

/**
 * Keeps the picture on the track's clock (decision 074). The media element plays on the audio
 * device's clock; the engine reads the page's. Every heartbeat pairs performance.now() with the
 * media's position; the pairs go through the clock-anchor filter of the live cues (decision 039),
 * with wider thresholds because a media element's currentTime is coarser than an AudioContext's,
 * and the filtered position says how far the picture is from the sound:
 *
 * - up to FOLLOW_LIMIT_MS (device clock drift, the start-up latency, a loop seam, a screen that
 *   was locked a while), the picture follows: the page clock is shifted by the difference, so
 *   the next frame lands where the sound is — a jump of the picture, never of the sound;
 * - beyond it, the sound has lost its place (a stalled element, a page that was frozen with the
 *   sound stopped): the media is moved to the picture's position.
 */
export const FOLLOW_LIMIT_MS = 1_000;
/** A media clock reading this far from the anchor is a real step (a seek, a stall). */
const MEDIA_STEP_MS = 25;
/** Smaller moves of the median than this are reading noise. */
const MEDIA_REFINE_MS = 1;
/** Differences below this are left alone: less than a twentieth of a frame. */
const SETTLED_MS = 0.75;

export type Correction =
  | { kind: 'none' }
  /** Add `ms` to the page clock the engine reads. */
  | { kind: 'shift'; ms: number }
  /** Put the media at `ms` into the track. */
  | { kind: 'seek'; ms: number };

export class TrackClockFollower {
  readonly #filter = new ClockAnchorFilter({
    stepMs: MEDIA_STEP_MS,
    refineMs: MEDIA_REFINE_MS,
  });

  /**
   * One reading while the media plays: `perfMs` the page clock, `expectedMs` the engine's
   * position in the track at that instant (unwrapped), `mediaMs` the media's currentTime,
   * `shape` where the track loops.
   */
  update(perfMs: number, expectedMs: number, mediaMs: number, shape: TrackShape): Correction {
    const heard = heardPosition(shape, expectedMs, mediaMs);
    this.#filter.update({ perfMs, audioSec: heard / 1000 });
    const anchor = this.#filter.anchor;
    const filtered = anchor ? toAudioTime(anchor, perfMs) * 1000 : heard;
    const ahead = expectedMs - filtered;
    if (Math.abs(ahead) > FOLLOW_LIMIT_MS) {
      this.#filter.clear();
      return { kind: 'seek', ms: mediaPosition(shape, expectedMs) };
    }
    if (Math.abs(ahead) < SETTLED_MS) return { kind: 'none' };
    // The anchor pairs the page clock with the media's: shifting the engine leaves it true.
    return { kind: 'shift', ms: -ahead };
  }

  /** Forgets the readings (the media was paused, seeked or given a new track). */
  clear(): void {
    this.#filter.clear();
  }
}
