/**
 * Seconds watched since play started, pauses excluded: what update-video-views reports. Like the
 * pacer, computed from timestamps (never counted up by a timer), so it cannot drift.
 */
export class WatchClock {
  #total = 0;
  #since: number | null = null;

  get running(): boolean {
    return this.#since !== null;
  }

  start(now: number): void {
    if (this.#since === null) this.#since = now;
  }

  pause(now: number): void {
    if (this.#since === null) return;
    this.#total += Math.max(0, now - this.#since);
    this.#since = null;
  }

  /** Milliseconds watched at `now`. */
  elapsedMs(now: number): number {
    return this.#total + (this.#since === null ? 0 : Math.max(0, now - this.#since));
  }

  seconds(now: number): number {
    return Math.floor(this.elapsedMs(now) / 1000);
  }
}

/**
 * Average pace over the parts played: breaths per minute weighted by time, one decimal. Null
 * before anything was played.
 */
export function averagePace(parts: readonly { bpm: number; seconds: number }[]): number | null {
  const seconds = parts.reduce((sum, p) => sum + Math.max(0, p.seconds), 0);
  if (seconds <= 0) return null;
  const breaths = parts.reduce((sum, p) => sum + (p.bpm * Math.max(0, p.seconds)) / 60, 0);
  return Math.round((breaths / (seconds / 60)) * 10) / 10;
}
