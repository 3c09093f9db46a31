import { gaussian, seededRandom } from '@resona/contract/heart';
import { DEMO_HEART } from './demo-recording.ts';
import type { HeartRateListener, HeartRateSource } from './heart-rate-source.ts';

/**
 * The demo heart for a session: each beat's interval comes from the breath the guide shows at
 * that moment (`breathAt`, lung fullness 0..1), so heart rate rises with each inhale and falls
 * with each exhale, pauses included, whenever it is connected. Heart rate follows the breath a
 * little late (a first-order lag of about a second), with beat-to-beat jitter, a slow drift and
 * rare ectopic beats, like the assessment's demo (demo-recording.ts).
 */
export class BreathDemoSource implements HeartRateSource {
  readonly kind = 'demo';
  readonly name = 'Resona demo';
  readonly #breathAt: () => number;
  readonly #random: () => number;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(breathAt: () => number, seed = DEMO_HEART.seed) {
    this.#breathAt = breathAt;
    this.#random = seededRandom(seed);
  }

  start(listener: HeartRateListener): Promise<void> {
    this.stop();
    listener({ type: 'status', status: 'connected' });
    const h = DEMO_HEART;
    let swing = 0;
    let drift = 0;
    let pause = 0;
    const next = () => {
      const target = h.swingBpm * (this.#breathAt() - 0.5);
      swing += (target - swing) * 0.6;
      drift += -drift * 0.02 + h.driftBpm * 0.2 * gaussian(this.#random);
      let interval = 60_000 / (h.restingBpm + drift + swing) + h.jitterMs * gaussian(this.#random);
      interval += pause;
      pause = 0;
      if (this.#random() < h.ectopicShare) {
        pause = interval * 0.35;
        interval -= pause;
      }
      const rr = Math.round(interval * 10) / 10;
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
