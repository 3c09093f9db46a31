/**
 * The camera's last few seconds of frames as they came — each frame's time and red, not the
 * grid's interpolation between them — for the beats that must be timed on real frames alone
 * (pulse-template.ts), and for where the camera left gaps.
 */
export class RecentFrames {
  readonly times: number[] = [];
  readonly reds: number[] = [];

  add(t: number, red: number): void {
    this.times.push(t);
    this.reds.push(red);
  }

  /** Forgets frames before `ms`. */
  forget(ms: number): void {
    let drop = 0;
    while (drop < this.times.length && this.times[drop]! < ms) drop++;
    // Trimmed in batches: shifting an array a frame at a time copies it every frame.
    if (drop < 64) return;
    this.times.splice(0, drop);
    this.reds.splice(0, drop);
  }

  /** The median time between frames, ms (NaN with fewer than two). */
  typicalStep(): number {
    const steps = this.times.slice(1).map((t, i) => t - this.times[i]!);
    steps.sort((a, b) => a - b);
    return steps.length ? steps[steps.length >> 1]! : NaN;
  }

  /** The longest time without a frame across [from, to], ms. */
  longestGap(from: number, to: number): number {
    let longest = 0;
    for (let i = this.times.length - 1; i > 0; i--) {
      const later = this.times[i]!;
      const earlier = this.times[i - 1]!;
      if (later < from) break;
      if (earlier <= to) longest = Math.max(longest, later - earlier);
    }
    return longest;
  }
}
