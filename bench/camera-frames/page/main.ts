import { CameraHeartSource } from '../../../apps/web/src/lib/heart-rate/camera/camera-source.ts';
import type { HeartRateEvent } from '../../../apps/web/src/lib/heart-rate/heart-rate-source.ts';

/**
 * The camera's page: CameraHeartSource started on Chromium's fake camera, as the assessment starts
 * it, and nothing else on the page. `?path=video` hides MediaStreamTrackProcessor first, so the
 * frames take the other browsers' way (a hidden video element's requestVideoFrameCallback and
 * createImageBitmap) in this Chromium.
 */
export type FramesPath = 'stream' | 'video';

/** What the page counts; the bench takes one before and one after each window. */
export interface CameraSnapshot {
  /** performance.now() when taken, ms. */
  at: number;
  /** Beat intervals received from the source. */
  beats: number;
  /** The statuses the source reported, in order. */
  statuses: string[];
  /** The last quality hint heard, if any. */
  hint: string | null;
  /** Frames the track delivered (MediaStreamTrack.stats), where Chromium counts them. */
  deliveredFrames: number | null;
  /** Frames the page's fallback path scaled and posted to the worker (createImageBitmap calls). */
  bitmaps: number;
  /** The frame rate the camera says it delivers. */
  frameRate: number | null;
}

export interface CameraBench {
  path: FramesPath;
  /** Whether MediaStreamTrackProcessor is there for the source to find. */
  processor: boolean;
  start(): Promise<string | null>;
  stop(): void;
  snapshot(): CameraSnapshot;
}

declare global {
  interface Window {
    benchCamera: CameraBench;
  }
}

const path: FramesPath =
  new URLSearchParams(location.search).get('path') === 'video' ? 'video' : 'stream';
if (path === 'video') {
  // The source looks for it when it starts: without it, the video element's way is taken.
  delete (globalThis as { MediaStreamTrackProcessor?: unknown }).MediaStreamTrackProcessor;
}

// The fallback's one call per frame, counted (a counter's cost, nanoseconds, beside the call's).
let bitmaps = 0;
const createBitmap = window.createImageBitmap.bind(window);
window.createImageBitmap = ((...args: Parameters<typeof createImageBitmap>) => {
  bitmaps++;
  return createBitmap(...args);
}) as typeof createImageBitmap;

// The source keeps its track private; the stream getUserMedia answers is kept here to count frames.
let track: MediaStreamTrack | null = null;
const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
navigator.mediaDevices.getUserMedia = async (constraints) => {
  const stream = await getUserMedia(constraints);
  track = stream.getVideoTracks()[0] ?? null;
  return stream;
};

interface TrackStats {
  deliveredFrames: number;
}

let source: CameraHeartSource | null = null;
let beats = 0;
let hint: string | null = null;
const statuses: string[] = [];

function heard(event: HeartRateEvent): void {
  if (event.type === 'beats') beats += event.rr.length;
  else if (event.type === 'status') statuses.push(event.status);
  else if (event.type === 'signal') hint = event.quality.hint ?? null;
}

window.benchCamera = {
  path,
  processor: 'MediaStreamTrackProcessor' in globalThis,
  async start() {
    try {
      source = await CameraHeartSource.open();
      await source.start(heard);
      return null;
    } catch (error) {
      return String(error);
    }
  },
  stop() {
    source?.stop();
    source = null;
  },
  snapshot() {
    const stats = (track as { stats?: TrackStats } | null)?.stats;
    return {
      at: performance.now(),
      beats,
      statuses: [...statuses],
      hint,
      deliveredFrames: stats ? stats.deliveredFrames : null,
      bitmaps,
      frameRate: track?.getSettings().frameRate ?? null,
    };
  },
};
