/**
 * The seam between the camera and the pulse: what one video frame of a fingertip gives (measured
 * in the worker from the frame's pixels) and what the analysis makes of a run of them. Frames
 * themselves never leave the worker; only these numbers do.
 */

/** One frame of the fingertip, reduced to a few numbers over the frame's central region. */
export interface FrameSample {
  /** The frame's capture time in ms on the camera's clock (never the page's). */
  t: number;
  /** Mean of each channel over the region, 0..255. */
  r: number;
  g: number;
  b: number;
  /** Share of the region's pixels whose red is at its ceiling (≥ 250), 0..1. */
  clipped: number;
  /** Standard deviation of red across the region's cells, 0..255: an unevenly covered lens. */
  spread: number;
}

/** What a person can do about a poor signal; null while it is good. */
export type PulseHint = 'cover' | 'lighter' | 'still' | 'light';

export interface PulseQuality {
  /** Whether beats are being reported: false means Resona says the signal is poor. */
  good: boolean;
  /** The one thing to change, the most important first; null when good. */
  hint: PulseHint | null;
  /** 0..1, higher is better: perfusion, clipping and motion together. */
  index: number;
}

export interface PulseBeat {
  /** The interval that ended with this beat, ms. */
  rr: number;
  /** When the beat fell, ms on the camera's clock (FrameSample.t's). */
  at: number;
  /**
   * A stall hid the beat's upstroke and the window's average pulse placed it: good enough for a
   * heart rate and the intervals' sum, not for a successive difference. Even the true pulse shape
   * times such a beat only to 10–25 ms SD against 3–5 ms for a filmed upstroke (decision 123), so
   * RMSSD leaves out the differences it touches.
   */
  estimated?: boolean;
}

export interface PulseUpdate {
  /** Beats confirmed since the last update, oldest first (usually none or one). */
  beats: PulseBeat[];
  quality: PulseQuality;
  /** Beats dropped or corrected as artefacts so far (missed, extra, motion). */
  artefacts: number;
}
