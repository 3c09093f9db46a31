/**
 * Heart beats from a fingertip on the phone's rear camera (photoplethysmography): the camera is
 * opened when the person chooses it, its frames are read in a worker (camera-worker.ts), and the
 * beats come out as a strap's do, with the signal's quality beside them. The camera and its light
 * go off when the source stops and while the page is hidden; they come back when it is shown.
 */
import { sortedMedian } from '@resona/contract/heart';
import type { HeartRateListener, HeartRateSource } from '../heart-rate-source.ts';
import { sendFrames } from './camera-frames.ts';
import { openCamera, type CameraTrack } from './camera-track.ts';
import type { FromCameraWorker, ToCameraWorker } from './worker-messages.ts';

/** The rate shown is the median of the last few intervals: one odd beat does not move it. */
const RATE_BEATS = 5;
/** Longer intervals span a stretch the signal was poor (decision 102): a gap, not a heart rate. */
const MAX_RATE_INTERVAL_MS = 2500;
const CLOCK_EVERY_MS = 500;

export class CameraHeartSource implements HeartRateSource {
  readonly kind = 'camera';
  readonly name = 'Camera';
  #camera: CameraTrack | null;
  #worker: Worker | null = null;
  #stopFrames: () => void = () => {};
  #listener: HeartRateListener = () => {};
  #recent: number[] = [];
  #stopped = false;
  #clockTimer: ReturnType<typeof setInterval> | undefined;

  private constructor(camera: CameraTrack) {
    this.#camera = camera;
  }

  /** Opens the camera (the browser asks the person the first time); call from a click. */
  static async open(): Promise<CameraHeartSource> {
    return new CameraHeartSource(await openCamera());
  }

  /** Whether the camera's light is on; without it a fingertip's pulse is faint. */
  get torch(): boolean {
    return this.#camera?.torch ?? false;
  }

  start(listener: HeartRateListener): Promise<void> {
    this.#listener = listener;
    this.#stopped = false;
    this.#worker = new Worker(new URL('./camera-worker.ts', import.meta.url), { type: 'module' });
    this.#worker.addEventListener('message', (event: MessageEvent<FromCameraWorker>) =>
      this.#heard(event.data),
    );
    listener({ type: 'status', status: 'connecting' });
    document.addEventListener('visibilitychange', this.#onVisibility);
    // The worker times beats on this page's clock, told it twice a second (page-clock.ts).
    const tell = () => this.#post({ type: 'clock', pageNow: performance.now() });
    tell();
    this.#clockTimer = setInterval(tell, CLOCK_EVERY_MS);
    this.#feed();
    return Promise.resolve();
  }

  stop(): void {
    this.#stopped = true;
    clearInterval(this.#clockTimer);
    document.removeEventListener('visibilitychange', this.#onVisibility);
    this.#off();
    this.#worker?.terminate();
    this.#worker = null;
  }

  #post = (message: ToCameraWorker, transfer: Transferable[] = []) =>
    this.#worker?.postMessage(message, transfer);

  #feed(): void {
    if (this.#camera) this.#stopFrames = sendFrames(this.#camera.track, this.#post);
  }

  #off(): void {
    this.#stopFrames();
    this.#stopFrames = () => {};
    this.#camera?.stop();
    this.#camera = null;
  }

  #onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      // The camera and the light go off at once; nothing is measured while no one looks.
      this.#off();
      this.#post({ type: 'gap' });
      this.#recent = [];
      this.#listener({ type: 'status', status: 'reconnecting' });
      return;
    }
    if (this.#camera || this.#stopped) return;
    openCamera().then(
      (camera) => {
        if (this.#stopped || document.visibilityState === 'hidden') return camera.stop();
        this.#camera = camera;
        this.#feed();
      },
      () => this.#listener({ type: 'status', status: 'disconnected' }),
    );
  };

  #heard(message: FromCameraWorker): void {
    if (this.#stopped) return;
    switch (message.type) {
      case 'measuring':
        this.#listener({ type: 'status', status: 'connected' });
        return;
      case 'failed':
        this.#listener({ type: 'status', status: 'disconnected' });
        return;
      case 'pulse': {
        this.#listener({ type: 'signal', quality: message.quality });
        for (const beat of message.beats) {
          // An interval across a poor stretch keeps the recording's timeline but is no rate.
          if (beat.rr <= MAX_RATE_INTERVAL_MS)
            this.#recent = [...this.#recent, beat.rr].slice(-RATE_BEATS);
          const sorted = [...this.#recent].sort((a, b) => a - b);
          this.#listener({
            type: 'beats',
            rr: [beat.rr],
            bpm: Math.round(60_000 / (sorted.length ? sortedMedian(sorted) : beat.rr)),
            // A camera has no contact to report: its signal event says whether a finger is on it.
            contact: 'not-supported',
            at: beat.at ?? performance.now(),
            ...(beat.estimated ? { estimated: true } : {}),
          });
        }
        return;
      }
    }
  }
}
