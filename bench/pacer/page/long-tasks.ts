/** Synthetic long tasks: busy loops of random length at random intervals, from a seeded PRNG. */
export class LongTasks {
  readonly tasks: [number, number][] = [];
  #timer: ReturnType<typeof setTimeout> | null = null;
  readonly #random: () => number;

  constructor(
    seed: number,
    readonly lengthMs: [number, number],
    readonly gapMs: [number, number],
  ) {
    this.#random = mulberry32(seed);
    this.#schedule();
  }

  stop(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #between([min, max]: [number, number]): number {
    return min + this.#random() * (max - min);
  }

  #schedule(): void {
    this.#timer = setTimeout(() => {
      const length = this.#between(this.lengthMs);
      const t0 = performance.now();
      while (performance.now() - t0 < length) {
        // busy: the main thread is blocked, as by a heavy script
      }
      this.tasks.push([t0, performance.now() - t0]);
      this.#schedule();
    }, this.#between(this.gapMs));
  }
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
