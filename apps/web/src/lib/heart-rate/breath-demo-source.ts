import { gaussian, seededRandom } from '@resona/contract/heart';
import { DEMO_HEART } from './demo-recording.ts';
import { TimedBeatsSource } from './timed-beats-source.ts';

/**
 * The demo heart for a session: each beat's interval comes from the breath the guide shows at
 * that moment (`breathAt`, lung fullness 0..1), so heart rate rises with each inhale and falls
 * with each exhale, pauses included, whenever it is connected. Heart rate follows the breath a
 * little late (a first-order lag of about a second), with beat-to-beat jitter, a slow drift and
 * rare ectopic beats, like the assessment's demo (demo-recording.ts).
 */
export class BreathDemoSource extends TimedBeatsSource {
  readonly #breathAt: () => number;
  readonly #random: () => number;
  #swing = 0;
  #drift = 0;
  #pause = 0;

  constructor(breathAt: () => number, seed = DEMO_HEART.seed) {
    super();
    this.#breathAt = breathAt;
    this.#random = seededRandom(seed);
  }

  protected override restart(): void {
    this.#swing = 0;
    this.#drift = 0;
    this.#pause = 0;
  }

  protected nextInterval(): number {
    const h = DEMO_HEART;
    const target = h.swingBpm * (this.#breathAt() - 0.5);
    this.#swing += (target - this.#swing) * 0.6;
    this.#drift += -this.#drift * 0.02 + h.driftBpm * 0.2 * gaussian(this.#random);
    let interval =
      60_000 / (h.restingBpm + this.#drift + this.#swing) + h.jitterMs * gaussian(this.#random);
    interval += this.#pause;
    this.#pause = 0;
    if (this.#random() < h.ectopicShare) {
      this.#pause = interval * 0.35;
      interval -= this.#pause;
    }
    return Math.round(interval * 10) / 10;
  }
}
