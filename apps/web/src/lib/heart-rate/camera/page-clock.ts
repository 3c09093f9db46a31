/**
 * The page's clock as the camera's worker knows it. The page tells the worker its
 * `performance.now()` every half second; the worker notes its own wall clock when each word
 * arrives. A word only ever arrives late, so the largest page-minus-wall difference seen lately
 * is the truest: beats are then timed on the page's clock in the worker, where the page's busy
 * main thread (the guide starting, a heavy frame) cannot make them late. Only recent words count:
 * a test's fake page clock may jump ahead.
 */
const KEEP_MS = 10_000;

export class PageClock {
  #syncs: Array<{ wall: number; offset: number }> = [];

  constructor(
    private readonly now: () => number = () => performance.timeOrigin + performance.now(),
  ) {}

  /** The page said its clock read `pageNow`; it arrives now. */
  heard(pageNow: number): void {
    const wall = this.now();
    this.#syncs = this.#syncs.filter((sync) => wall - sync.wall <= KEEP_MS);
    this.#syncs.push({ wall, offset: pageNow - wall });
  }

  /** Wall-clock time `wall` on the page's clock, or null before the page has spoken. */
  pageTime(wall: number): number | null {
    if (this.#syncs.length === 0) return null;
    return wall + Math.max(...this.#syncs.map((sync) => sync.offset));
  }
}
