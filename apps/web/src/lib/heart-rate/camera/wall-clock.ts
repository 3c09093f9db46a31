/**
 * The camera's clock put on the wall clock (epoch ms), which the page and the worker share
 * (each has its own `performance.now()` origin). A frame reaches the worker some time after it
 * was captured; the smallest wall-minus-camera difference seen is the closest to none, so beats
 * keep the camera's spacing exactly and land within a frame's delivery of when they fell.
 */
export class WallClock {
  #offset = Number.POSITIVE_INFINITY;

  constructor(
    private readonly now: () => number = () => performance.timeOrigin + performance.now(),
  ) {}

  /** A frame at camera time `t` (ms) has just arrived. */
  saw(t: number): void {
    this.#offset = Math.min(this.#offset, this.now() - t);
  }

  /** Camera time `t` on the wall clock. */
  wall(t: number): number {
    return t + this.#offset;
  }
}
