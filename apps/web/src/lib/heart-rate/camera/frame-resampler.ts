/**
 * Frames arrive unevenly (24–60 fps, jittered, some dropped); the filters and the beat finder
 * want an even grid. Each frame's red is placed on a 100 Hz grid by cubic Hermite interpolation
 * with finite-difference slopes (Catmull-Rom on an uneven spacing), so a beat's upstroke is
 * followed between frames and its time resolved to a few ms rather than a frame's 17–42 ms.
 */

/** The grid's rate: 10 ms steps, below the 15 ms aim and cheap to filter. */
export const GRID_HZ = 100;
export const GRID_MS = 1000 / GRID_HZ;

export class FrameResampler {
  readonly #t: number[] = [];
  readonly #v: number[] = [];
  /** The grid's origin, ms: the first frame's time. */
  origin: number | null = null;
  /** The index of the next grid point to be written. */
  next = 0;

  /** Adds a frame; calls `emit(index, value)` for every grid point it completes. */
  push(t: number, value: number, emit: (index: number, value: number) => void): void {
    const last = this.#t.at(-1);
    if (last !== undefined && t <= last) return;
    if (this.origin === null) this.origin = t;
    this.#t.push(t);
    this.#v.push(value);
    if (this.#t.length > 4) {
      this.#t.shift();
      this.#v.shift();
    }
    // Points between the second-last and last frame but one: those have a frame on either side.
    const n = this.#t.length;
    if (n < 3) return;
    const i1 = n - 3;
    const i2 = n - 2;
    const i0 = Math.max(0, i1 - 1);
    const t1 = this.#t[i1]!;
    const t2 = this.#t[i2]!;
    const v1 = this.#v[i1]!;
    const v2 = this.#v[i2]!;
    const m1 = (v2 - this.#v[i0]!) / (t2 - this.#t[i0]!);
    const m2 = (this.#v[n - 1]! - v1) / (this.#t[n - 1]! - t1);
    const h = t2 - t1;
    for (;;) {
      const at = this.origin + this.next * GRID_MS;
      if (at >= t2) break;
      if (at >= t1) {
        const s = (at - t1) / h;
        const s2 = s * s;
        const s3 = s2 * s;
        const value =
          (2 * s3 - 3 * s2 + 1) * v1 +
          (s3 - 2 * s2 + s) * h * m1 +
          (-2 * s3 + 3 * s2) * v2 +
          (s3 - s2) * h * m2;
        emit(this.next, value);
      } else emit(this.next, v1);
      this.next++;
    }
  }

  /** The time of grid point `index`, ms. */
  timeOf(index: number): number {
    return (this.origin ?? 0) + index * GRID_MS;
  }
}
