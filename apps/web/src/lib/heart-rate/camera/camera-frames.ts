/**
 * How the camera's frames reach the worker. In Chromium a MediaStreamTrackProcessor's stream of
 * VideoFrames is handed over once and the page does no work per frame; elsewhere a hidden video
 * element's requestVideoFrameCallback takes each frame's central region, scaled down by the
 * browser to the worker's cells, with the frame's capture time.
 */
import { CELLS, centralRegion } from './frame-sample.ts';
import type { ToCameraWorker } from './worker-messages.ts';

interface TrackProcessor {
  readable: ReadableStream<VideoFrame>;
}
type TrackProcessorClass = new (init: {
  track: MediaStreamTrack;
  maxBufferSize?: number;
}) => TrackProcessor;

/**
 * Frames the stream holds for a worker that is briefly busy (a quarter second at 30 fps): beyond
 * its buffer the processor drops frames, and a gap of frames around an upstroke costs its beat.
 * Few enough that the camera's own pool of buffers is never held up.
 */
const BUFFERED_FRAMES = 8;

/** The metadata fields of requestVideoFrameCallback this reads. */
interface FrameMetadata {
  mediaTime: number;
  captureTime?: number;
}

/** Starts sending the track's frames to the worker; returns how to stop. */
export function sendFrames(
  track: MediaStreamTrack,
  post: (message: ToCameraWorker, transfer: Transferable[]) => void,
): () => void {
  const Processor = (globalThis as { MediaStreamTrackProcessor?: TrackProcessorClass })
    .MediaStreamTrackProcessor;
  if (Processor) {
    const frames = new Processor({ track, maxBufferSize: BUFFERED_FRAMES }).readable;
    post({ type: 'stream', frames }, [frames as unknown as Transferable]);
    // Stopping the track ends the stream; the worker's reader then finishes.
    return () => {};
  }
  return sendByVideoElement(track, post);
}

function sendByVideoElement(
  track: MediaStreamTrack,
  post: (message: ToCameraWorker, transfer: Transferable[]) => void,
): () => void {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([track]);
  let stopped = false;
  let handle = 0;
  const onFrame = (_now: number, metadata: FrameMetadata) => {
    if (stopped) return;
    // captureTime is the camera's, on the page's clock; mediaTime is the stream's own.
    const t = metadata.captureTime ?? metadata.mediaTime * 1000;
    const region = centralRegion(video.videoWidth, video.videoHeight);
    void createImageBitmap(video, region.x, region.y, region.width, region.height, {
      resizeWidth: CELLS,
      resizeHeight: CELLS,
      resizeQuality: 'medium',
    }).then(
      (bitmap) => (stopped ? bitmap.close() : post({ type: 'bitmap', bitmap, t }, [bitmap])),
      () => {},
    );
    handle = video.requestVideoFrameCallback(onFrame);
  };
  handle = video.requestVideoFrameCallback(onFrame);
  void video.play().catch(() => {});
  return () => {
    stopped = true;
    video.cancelVideoFrameCallback(handle);
    video.srcObject = null;
  };
}
