import type { HeartRateListener, HeartRateSource } from './heart-rate-source.ts';

/**
 * A demo heart that hands over one beat when its interval has passed, as a sensor would. What
 * sets each interval is the subclass's: a recording made ahead, or the breath shown right now.
 */
export abstract class TimedBeatsSource implements HeartRateSource {
  readonly kind = 'demo';
  readonly name = 'Resona demo';
  #timer: ReturnType<typeof setTimeout> | null = null;

  /** The next beat's RR interval in ms, or undefined when there are no more beats. */
  protected abstract nextInterval(): number | undefined;

  /** Called on every start, before the first beat. */
  protected restart(): void {}

  start(listener: HeartRateListener): Promise<void> {
    this.stop();
    this.restart();
    listener({ type: 'status', status: 'connected' });
    const next = () => {
      const rr = this.nextInterval();
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
