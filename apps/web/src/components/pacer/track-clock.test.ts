import { describe, expect, it } from 'vitest';
import { FOLLOW_LIMIT_MS, TrackClockFollower } from './track-clock.ts';

const LENGTH = 300_000;
const SHAPE = { lengthMs: LENGTH, loopFromMs: 0 };

/** Feeds readings every 200 ms of a media clock `mediaAt(perf)` against an engine `engineAt`. */
function run(
  follower: TrackClockFollower,
  engineAt: (perf: number) => number,
  mediaAt: (perf: number) => number,
  from: number,
  count: number,
) {
  let shift = 0;
  const corrections = [];
  for (let i = 0; i < count; i++) {
    const perf = from + i * 200;
    const c = follower.update(perf, engineAt(perf) + shift, mediaAt(perf) % LENGTH, SHAPE);
    if (c.kind === 'shift') shift += c.ms;
    corrections.push(c);
  }
  return { shift, corrections };
}

describe('the picture follows the track', () => {
  it('leaves agreeing clocks alone', () => {
    const { corrections } = run(
      new TrackClockFollower(),
      (p) => p,
      (p) => p,
      0,
      50,
    );
    expect(corrections.every((c) => c.kind === 'none')).toBe(true);
  });

  it('takes on a sound that started late (start-up latency) in one step', () => {
    const { shift } = run(
      new TrackClockFollower(),
      (p) => p,
      (p) => p - 80,
      1_000,
      20,
    );
    expect(shift).toBeCloseTo(-80, 6);
  });

  it('follows a device clock 0.1 % fast to within a millisecond, across the loop', () => {
    const { shift } = run(
      new TrackClockFollower(),
      (p) => p,
      (p) => p * 1.001,
      0,
      2_000,
    );
    const perf = 1_999 * 200;
    expect(Math.abs(perf + shift - perf * 1.001)).toBeLessThan(1.5);
  });

  it('is not moved by one odd reading of currentTime', () => {
    const follower = new TrackClockFollower();
    run(
      follower,
      (p) => p,
      (p) => p,
      0,
      10,
    );
    const odd = follower.update(2_000, 2_000, 2_015 / 1, SHAPE);
    expect(odd).toEqual({ kind: 'none' });
  });

  it('moves the sound when it is far from the picture (it lost its place)', () => {
    const follower = new TrackClockFollower();
    run(
      follower,
      (p) => p,
      (p) => p,
      0,
      10,
    );
    const jump = follower.update(2_000, 2_000 + FOLLOW_LIMIT_MS + 5_000, 2_000, SHAPE);
    expect(jump).toEqual({ kind: 'seek', ms: 2_000 + FOLLOW_LIMIT_MS + 5_000 });
  });
});
