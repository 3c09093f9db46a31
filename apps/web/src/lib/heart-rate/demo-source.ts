import type { BreathBlock } from './breath-blocks.ts';
import { demoRecording, type DemoHeart } from './demo-recording.ts';
import { TimedBeatsSource } from './timed-beats-source.ts';

/**
 * The demo as a live source: the beats of a demo recording of `blocks` (the protocol, or a
 * session's pace), each delivered when it falls due, as a sensor would. `recording()` gives all
 * the beats at once, so the assessment's report can be shown without waiting the ten minutes.
 */
export class DemoSource extends TimedBeatsSource {
  readonly #beats: number[];
  #index = 0;

  constructor(blocks: readonly BreathBlock[], heart: Partial<DemoHeart> = {}) {
    super();
    this.#beats = demoRecording(blocks, heart, 30);
  }

  recording(): number[] {
    return [...this.#beats];
  }

  protected override restart(): void {
    this.#index = 0;
  }

  protected nextInterval(): number | undefined {
    return this.#beats[this.#index++];
  }
}
