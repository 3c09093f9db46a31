/**
 * How the camera's frames reach the worker. In Chromium a MediaStreamTrackProcessor's stream of
 * VideoFrames is handed over once and the page does no work per frame; elsewhere a hidden video
 * element's requestVideoFrameCallback hands each frame over as a VideoFrame with its capture time,
 * or, without VideoFrame, its central region scaled down by the browser to the worker's cells.
 * Scaling on the page cost Chromium twice the main-thread time of wrapping the frame, and lost
 * more frames (bench/camera-frames).
 */
import { CELLS, centralRegion } from './frame-sample.ts';
import { BUFFERED_FRAMES, type ToCameraWorker } from './worker-messages.ts';

interface TrackProcessor {
  readable: ReadableStream<VideoFrame>;
}
type TrackProcessorClass = new (init: {
  track: MediaStreamTrack;
  maxBufferSize?: number;
}) => TrackProcessor;

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
    if (typeof VideoFrame === 'function') postFrame(video, t, post);
    else postBitmap(video, t, post, () => stopped);
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

/**
 * The frame on show wrapped as a VideoFrame (Safari 16.4, Firefox 130): no pixel is copied or
 * scaled here, and the worker reads it as it reads the stream's frames.
 */
function postFrame(
  video: HTMLVideoElement,
  t: number,
  post: (message: ToCameraWorker, transfer: Transferable[]) => void,
): void {
  let frame: VideoFrame;
  try {
    frame = new VideoFrame(video, { timestamp: Math.round(t * 1000) });
  } catch {
    // No frame on show yet (or a browser that cannot wrap one): the next callback tries again.
    return;
  }
  post({ type: 'frame', frame, t }, [frame]);
}

/** Older browsers: the central region scaled down by the browser to the worker's cells. */
function postBitmap(
  video: HTMLVideoElement,
  t: number,
  post: (message: ToCameraWorker, transfer: Transferable[]) => void,
  stopped: () => boolean,
): void {
  const region = centralRegion(video.videoWidth, video.videoHeight);
  void createImageBitmap(video, region.x, region.y, region.width, region.height, {
    resizeWidth: CELLS,
    resizeHeight: CELLS,
    resizeQuality: 'medium',
  }).then(
    (bitmap) => (stopped() ? bitmap.close() : post({ type: 'bitmap', bitmap, t }, [bitmap])),
    () => {},
  );
}
