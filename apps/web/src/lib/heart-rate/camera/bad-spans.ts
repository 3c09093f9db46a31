/**
 * Stretches of time (ms) the signal cannot be trusted in — a moving finger, no finger, clipping,
 * a stalled camera — kept merged and only as far back as the analysis window reaches.
 */
export class BadSpans {
  readonly #spans: Array<{ from: number; to: number }> = [];

  add(from: number, to: number): void {
    const last = this.#spans.at(-1);
    if (last && from <= last.to) last.to = Math.max(last.to, to);
    else this.#spans.push({ from, to });
  }

  /** Whether any bad stretch touches [from, to]. */
  touches(from: number, to: number): boolean {
    for (let i = this.#spans.length - 1; i >= 0; i--) {
      const s = this.#spans[i]!;
      if (s.to < from) return false;
      if (s.from <= to) return true;
    }
    return false;
  }

  /** Forgets stretches that ended before `ms`. */
  forget(ms: number): void {
    while (this.#spans.length && this.#spans[0]!.to < ms) this.#spans.shift();
  }
}
