/**
 * The camera's worker: every frame of the fingertip is reduced here, off the page's main thread,
 * to a few numbers (frame-sample.ts) that the pulse analysis reads. The guide's frames are left
 * alone, and no picture ever leaves this worker.
 */
import { frameCells } from './frame-pixels.ts';
import { CELLS, centralRegion, sampleCells } from './frame-sample.ts';
import { PulseAnalyser } from './pulse-analyser.ts';
import type { PulseQuality } from './pulse-types.ts';
import { BUFFERED_FRAMES, type WorkerScope } from './worker-messages.ts';
import { PageClock } from './page-clock.ts';
import { WallClock } from './wall-clock.ts';

const scope = self as unknown as WorkerScope;
// Only for frames whose planes it cannot read itself (frame-pixels.ts) and for the bitmaps of
// browsers without VideoFrame.
const canvas = new OffscreenCanvas(CELLS, CELLS);
const context = canvas.getContext('2d', { willReadFrequently: true, alpha: false })!;
/** The quality is sent when it changes, and with each beat. */
const QUALITY_STEP = 0.05;

let analyser = new PulseAnalyser();
let clock = new WallClock();
const page = new PageClock();
let measuring = false;
let lastSent: PulseQuality | null = null;

function changed(quality: PulseQuality): boolean {
  return (
    !lastSent ||
    lastSent.good !== quality.good ||
    lastSent.hint !== quality.hint ||
    Math.abs(lastSent.index - quality.index) >= QUALITY_STEP
  );
}

/** One frame's cells (RGBA), captured at camera time `t` (ms). */
function read(cells: Uint8ClampedArray, t: number): void {
  const sample = sampleCells(cells, t);
  clock.saw(t);
  if (!measuring) {
    measuring = true;
    scope.postMessage({ type: 'measuring' });
  }
  const update = analyser.push(sample);
  if (update.beats.length === 0 && !changed(update.quality)) return;
  lastSent = update.quality;
  scope.postMessage({
    type: 'pulse',
    beats: update.beats.map((beat) => ({
      rr: beat.rr,
      at: page.pageTime(clock.wall(beat.at)),
      ...(beat.estimated ? { estimated: true } : {}),
    })),
    quality: update.quality,
    artefacts: update.artefacts,
  });
}

/** One camera frame at camera time `t` (ms), read and closed. */
async function readFrame(frame: VideoFrame, t: number): Promise<void> {
  try {
    const cells = await frameCells(frame);
    if (cells) {
      read(cells, t);
    } else {
      const region = centralRegion(frame.displayWidth, frame.displayHeight);
      context.drawImage(frame, region.x, region.y, region.width, region.height, 0, 0, CELLS, CELLS);
      read(context.getImageData(0, 0, CELLS, CELLS).data, t);
    }
  } finally {
    // A frame not closed holds the camera's buffer, and the camera stalls after a few.
    frame.close();
  }
}

async function readStream(frames: ReadableStream<VideoFrame>): Promise<void> {
  const reader = frames.getReader();
  for (;;) {
    const { value: frame, done } = await reader.read();
    if (done) return;
    // VideoFrame.timestamp is the capture time in µs on the camera's own clock.
    await readFrame(frame, frame.timestamp / 1000);
  }
}

/**
 * The page's frames are read one after another, as the stream's are: reading one waits on its
 * pixels, and the analysis takes frames in the order they were captured. Beyond as many waiting
 * as the stream holds, a frame is closed unread: frames held stall the camera.
 */
let posted: Promise<void> = Promise.resolve();
let waiting = 0;

function readPosted(frame: VideoFrame, t: number): void {
  if (waiting >= BUFFERED_FRAMES) return frame.close();
  waiting++;
  posted = posted
    .then(() => readFrame(frame, t))
    // A frame that cannot be read is one frame lost (closed all the same), not the camera.
    .catch(() => {})
    .finally(() => waiting--);
}

scope.addEventListener('message', ({ data }) => {
  switch (data.type) {
    case 'stream':
      readStream(data.frames).catch((error: unknown) =>
        scope.postMessage({ type: 'failed', message: String(error) }),
      );
      return;
    case 'frame':
      readPosted(data.frame, data.t);
      return;
    case 'bitmap':
      context.drawImage(data.bitmap, 0, 0, CELLS, CELLS);
      data.bitmap.close();
      read(context.getImageData(0, 0, CELLS, CELLS).data, data.t);
      return;
    case 'clock':
      page.heard(data.pageNow);
      return;
    case 'gap':
      // A new start: no interval spans the time the camera was off, and the clock is found anew.
      // The camera's first frame after it says measuring again, so the page stops saying paused.
      analyser = new PulseAnalyser();
      clock = new WallClock();
      lastSent = null;
      measuring = false;
      return;
  }
});
