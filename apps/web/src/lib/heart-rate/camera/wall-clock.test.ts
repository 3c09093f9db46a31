import { describe, expect, it } from 'vitest';
import { WallClock } from './wall-clock.ts';

describe('WallClock', () => {
  it('takes the least delay seen, so beats keep the camera spacing and land when they fell', () => {
    let now = 1_000_000;
    const clock = new WallClock(() => now);
    // Frames captured at camera times 0, 33, 66 arrive 12, 5 and 9 ms later.
    for (const [t, delay] of [
      [0, 12],
      [33, 5],
      [66, 9],
    ] as const) {
      now = 1_000_000 + t + delay;
      clock.saw(t);
    }
    expect(clock.wall(50)).toBe(1_000_000 + 50 + 5);
    expect(clock.wall(850) - clock.wall(50)).toBe(800);
  });
});
