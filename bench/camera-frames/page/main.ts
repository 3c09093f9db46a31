import { CameraHeartSource } from '../../../apps/web/src/lib/heart-rate/camera/camera-source.ts';
import type { HeartRateEvent } from '../../../apps/web/src/lib/heart-rate/heart-rate-source.ts';

/**
 * The camera's page: CameraHeartSource started on Chromium's fake camera, as the assessment starts
 * it, and nothing else on the page. `?path=video` hides MediaStreamTrackProcessor first, so the
 * frames take the other browsers' way (a hidden video element's requestVideoFrameCallback, each
 * frame posted as a VideoFrame) in this Chromium; `?path=bitmap` hides VideoFrame as well, as
 * browsers before Safari 16.4 and Firefox 130 lack it (each frame's middle posted as a 16 × 16
 * bitmap).
 */
export type FramesPath = 'stream' | 'video' | 'bitmap';

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
  /** Frames the page's fallback path posted to the worker (VideoFrames or bitmaps). */
  posted: number;
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

const asked = new URLSearchParams(location.search).get('path');
const path: FramesPath = asked === 'video' || asked === 'bitmap' ? asked : 'stream';
// The source looks for these when it starts: without them, the video element's way is taken.
if (path !== 'stream')
  delete (globalThis as { MediaStreamTrackProcessor?: unknown }).MediaStreamTrackProcessor;
if (path === 'bitmap') delete (globalThis as { VideoFrame?: unknown }).VideoFrame;

// `?guide=1`: a circle grows and shrinks on every animation frame, as the pacer's guide does
// through the assessment and a session, so the page renders every frame with or without the
// camera and what the camera adds is its own work alone.
if (new URLSearchParams(location.search).get('guide') === '1') {
  const circle = document.createElement('div');
  circle.style.cssText = 'width:200px;height:200px;border-radius:50%;background:#4a8';
  document.body.append(circle);
  const draw = (now: number) => {
    circle.style.transform = `scale(${0.6 + 0.4 * Math.sin(now / 1000)})`;
    requestAnimationFrame(draw);
  };
  requestAnimationFrame(draw);
}

// The fallback's frames, counted as the page posts them to the worker (a VideoFrame, or a bitmap
// where there is no VideoFrame): a counter's cost, nanoseconds, beside the message's.
let posted = 0;
const postMessage = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
  const type = (args[0] as { type?: string } | null)?.type;
  if (type === 'frame' || type === 'bitmap') posted++;
  return postMessage.apply(this, args as Parameters<Worker['postMessage']>);
} as Worker['postMessage'];

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
      posted,
      frameRate: track?.getSettings().frameRate ?? null,
    };
  },
};
