import type { BreathBlock } from './breath-blocks.ts';
import { demoRecording, type DemoHeart } from './demo-recording.ts';
import type { HeartRateListener, HeartRateSource } from './heart-rate-source.ts';

/**
 * The demo as a live source: the beats of a demo recording of `blocks` (the protocol, or a
 * session's pace), each delivered when it falls due, as a sensor would. `recording()` gives all
 * the beats at once, so the assessment's report can be shown without waiting the ten minutes.
 */
export class DemoSource implements HeartRateSource {
  readonly kind = 'demo';
  readonly name = 'Resona demo';
  readonly #beats: number[];
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(blocks: readonly BreathBlock[], heart: Partial<DemoHeart> = {}) {
    this.#beats = demoRecording(blocks, heart, 30);
  }

  recording(): number[] {
    return [...this.#beats];
  }

  start(listener: HeartRateListener): Promise<void> {
    this.stop();
    listener({ type: 'status', status: 'connected' });
    let index = 0;
    const next = () => {
      const rr = this.#beats[index++];
      if (rr === undefined) return;
      this.#timer = setTimeout(() => {
        listener({
          type: 'beats',
          rr: [rr],
          bpm: Math.round(60_000 / rr),
          contact: 'detected',
          at: performance.now(),
        });
        next();
      }, rr);
    };
    next();
    return Promise.resolve();
  }

  stop(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
