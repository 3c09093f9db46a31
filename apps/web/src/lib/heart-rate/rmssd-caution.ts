/**
 * Whether a recording's RMSSD may read high, so the screen says so beside it (decision 123).
 * RMSSD is the one figure the beats' timing enters three times over: a beat-time jitter σ reads a
 * true RMSSD R as √(R² + 6σ²) (decision 121), and a faint pulse is what makes σ large. Beats the
 * signal lost (corrected as missed or interpolated) or a stall hid (placed on the average pulse,
 * left out of RMSSD) leave it resting on fewer, and less typical, differences.
 */

/**
 * The camera's quality index below which a beat counts as faint: the perfusion under half of what
 * the index counts as plenty (0.1 % of the red's level, pulse-quality.ts), five times the camera's
 * floor for a signal at all; the index is 1 on bench/camera-heart's synthetic fingertip.
 */
export const FAINT_INDEX = 0.5;
/**
 * The share of beats lost or placed from which the figure is flagged. On bench/camera-heart's
 * stalls (300 ms in every 2 s) 18–28 % of the beats are placed (up to 31 % with the analysis's
 * corrections) and leave RMSSD 34–55 % of its differences; over those it is within −3.2 to
 * +5.1 % of the truth's in all 24 seeded runs, so the stalls are not flagged. Past a third, fewer
 * than a third of the differences remain, and a figure resting on so few is said to be weak.
 */
export const LOST_SHARE = 1 / 3;
/**
 * The share of beats timed on a faint pulse from which the figure is flagged: a quarter. Not
 * measured: the synthetic fingertip's pulse is never faint; real fingertips beside a strap should
 * set it (decision 123).
 */
export const FAINT_SHARE = 0.25;

export interface SignalCounts {
  /** Beats in the recording. */
  beats: number;
  /** Beats the analysis corrected (missed, extra, ectopic) or a stall hid from the camera. */
  lost: number;
  /** Beats timed while the camera's pulse was faint (`FAINT_INDEX`). */
  faint: number;
}

export function rmssdMayReadHigh({ beats, lost, faint }: SignalCounts): boolean {
  if (!(beats > 0)) return false;
  return lost / beats >= LOST_SHARE || faint / beats >= FAINT_SHARE;
}
