/**
 * The camera's worker: every frame of the fingertip is reduced here, off the page's main thread,
 * to a few numbers (frame-sample.ts) that the pulse analysis reads. The guide's frames are left
 * alone, and no picture ever leaves this worker.
 */
import { CELLS, centralRegion, sampleCells } from './frame-sample.ts';
import { PulseAnalyser } from './pulse-analyser.ts';
import type { PulseQuality } from './pulse-types.ts';
import type { WorkerScope } from './worker-messages.ts';
import { WallClock } from './wall-clock.ts';

const scope = self as unknown as WorkerScope;
const cells = new OffscreenCanvas(CELLS, CELLS);
const context = cells.getContext('2d', { willReadFrequently: true, alpha: false })!;
/** The quality is sent when it changes, and with each beat. */
const QUALITY_STEP = 0.05;

let analyser = new PulseAnalyser();
let clock = new WallClock();
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

/** One frame's cells, drawn into the canvas already, read at camera time `t` (ms). */
function read(t: number): void {
  const sample = sampleCells(context.getImageData(0, 0, CELLS, CELLS).data, t);
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
    beats: update.beats.map((beat) => ({ rr: beat.rr, ageMs: clock.age(beat.at) })),
    quality: update.quality,
    artefacts: update.artefacts,
  });
}

async function readStream(frames: ReadableStream<VideoFrame>): Promise<void> {
  const reader = frames.getReader();
  for (;;) {
    const { value: frame, done } = await reader.read();
    if (done) return;
    try {
      const region = centralRegion(frame.displayWidth, frame.displayHeight);
      context.drawImage(frame, region.x, region.y, region.width, region.height, 0, 0, CELLS, CELLS);
      // VideoFrame.timestamp is the capture time in µs on the camera's own clock.
      read(frame.timestamp / 1000);
    } finally {
      // A frame not closed holds the camera's buffer, and the camera stalls after a few.
      frame.close();
    }
  }
}

scope.addEventListener('message', ({ data }) => {
  switch (data.type) {
    case 'stream':
      readStream(data.frames).catch((error: unknown) =>
        scope.postMessage({ type: 'failed', message: String(error) }),
      );
      return;
    case 'bitmap':
      context.drawImage(data.bitmap, 0, 0, CELLS, CELLS);
      data.bitmap.close();
      read(data.t);
      return;
    case 'gap':
      // A new start: no interval spans the time the camera was off, and the clock is found anew.
      analyser = new PulseAnalyser();
      clock = new WallClock();
      lastSent = null;
      return;
  }
});
