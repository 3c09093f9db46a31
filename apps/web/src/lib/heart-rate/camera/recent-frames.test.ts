import { describe, expect, it } from 'vitest';
import { RecentFrames } from './recent-frames.ts';

describe('the camera’s recent frames', () => {
  // 30 fps for 4 s, with two frames dropped after 1 s and a 300 ms stall from 2 s.
  const frames = new RecentFrames();
  for (let k = 0; k < 120; k++) {
    if (k === 31 || k === 32 || (k > 60 && k < 69)) continue;
    frames.add((k * 1000) / 30, 170 + k / 100);
  }

  it('knows the camera’s usual step', () => {
    expect(frames.typicalStep()).toBeCloseTo(1000 / 30, 6);
  });

  it('finds the longest time without a frame across a stretch', () => {
    expect(frames.longestGap(1500, 1900)).toBeCloseTo(1000 / 30, 6);
    expect(frames.longestGap(950, 1100)).toBeCloseTo(100, 6);
    // A gap that only begins or ends inside the stretch still counts.
    expect(frames.longestGap(2250, 2400)).toBeCloseTo(300, 6);
  });

  it('forgets old frames in batches, never the ones still asked for', () => {
    frames.forget(3000);
    expect(frames.times[0]).toBe(3000);
    expect(frames.reds[0]).toBeCloseTo(170.9, 6);
    // A few frames to forget wait for the next batch.
    frames.forget(3100);
    expect(frames.times[0]).toBe(3000);
    expect(frames.times.length).toBe(30);
  });
});
