import type { PulseQuality } from './pulse-types.ts';

/**
 * Frames held for a worker that is briefly busy (a quarter second at 30 fps): beyond
 * them frames are dropped, and a gap of frames around an upstroke costs its beat.
 * Few enough that the camera's own pool of buffers is never held up.
 */
export const BUFFERED_FRAMES = 8;

/**
 * What the page and the camera's worker say to each other. Frames go one way only — into the
 * worker — and never come back: only beat times and the signal's quality do.
 */
export type ToCameraWorker =
  /** Chromium: the camera's frames as a stream of VideoFrames, handed over once. */
  | { type: 'stream'; frames: ReadableStream<VideoFrame> }
  /**
   * Other browsers: the video element's frame as a VideoFrame, with its capture time on the
   * page's clock (ms since the page's time origin) or the stream's media time.
   */
  | { type: 'frame'; frame: VideoFrame; t: number }
  /**
   * Browsers without VideoFrame: one frame's central region already scaled down to the
   * worker's cells, with its capture time as `frame`'s.
   */
  | { type: 'bitmap'; bitmap: ImageBitmap; t: number }
  /** The camera went off (the page was hidden): no interval may span the gap. */
  | { type: 'gap' }
  /** The page's `performance.now()` as it sends this (page-clock.ts), every half second. */
  | { type: 'clock'; pageNow: number };

export type FromCameraWorker =
  /** The first frame was read: the camera is measuring. */
  | { type: 'measuring' }
  | {
      type: 'pulse';
      /**
       * Beats confirmed since the last message: RR in ms, and when each fell on the page's
       * clock (page-clock.ts); null before the page's clock is known.
       */
      beats: Array<{ rr: number; at: number | null; estimated?: boolean }>;
      quality: PulseQuality;
      artefacts: number;
    }
  | { type: 'failed'; message: string };

/** A dedicated worker's own scope, as far as the camera's worker uses it. */
export interface WorkerScope {
  postMessage(message: FromCameraWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToCameraWorker>) => void): void;
}
