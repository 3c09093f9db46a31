import { describe, expect, it } from 'vitest';
import { frameTimes, pulseScene, syntheticFrameAt, syntheticFrames } from './synthetic-pulse.ts';

const rr = [900, 850, 950, 900, 880, 920, 900, 870];

describe('synthetic fingertip', () => {
  it('draws the same frame for the same time, in any order', () => {
    const scene = pulseScene(rr, { seed: 5 });
    const later = syntheticFrameAt(scene, 1234.5);
    syntheticFrameAt(scene, 50);
    expect(syntheticFrameAt(scene, 1234.5)).toEqual(later);
  });

  it('dips red with every beat, by about the depth asked for', () => {
    const scene = pulseScene(rr, { noise: 0, drift: 0, breathBaseline: 0, breathDepth: 0 });
    for (let k = 1; k < rr.length; k++) {
      const start = scene.beatTimes[k]!;
      // A pulse's foot is its brightest red, its systolic peak (130 ms later) its darkest.
      const foot = syntheticFrameAt(scene, start).r;
      const peak = syntheticFrameAt(scene, start + 130).r;
      expect((foot - peak) / foot).toBeGreaterThan(0.007);
      expect((foot - peak) / foot).toBeLessThan(0.013);
    }
  });

  it('keeps a fingertip strongly red, a room grey and a pressed finger clipped', () => {
    const scene = pulseScene(rr, {
      noFinger: [{ startMs: 1000, endMs: 2000 }],
      pressed: [{ startMs: 3000, endMs: 4000 }],
    });
    const finger = syntheticFrameAt(scene, 500);
    expect(finger.r).toBeGreaterThan(3 * finger.g);
    const room = syntheticFrameAt(scene, 1500);
    expect(Math.abs(room.r - room.g)).toBeLessThan(10);
    expect(syntheticFrameAt(scene, 3500).clipped).toBeGreaterThan(0.5);
    expect(finger.clipped).toBeLessThan(0.01);
  });

  it('moves the level, the leak of room light and the spread while the finger moves', () => {
    const scene = pulseScene(rr, { motion: [{ startMs: 2000, endMs: 4000 }] });
    const still = [0, 100, 200, 300].map((t) => syntheticFrameAt(scene, 1000 + t));
    const moving = [0, 100, 200, 300, 400, 500].map((t) => syntheticFrameAt(scene, 2500 + t));
    const range = (values: number[]) => Math.max(...values) - Math.min(...values);
    expect(range(moving.map((f) => f.r))).toBeGreaterThan(4 * range(still.map((f) => f.r)));
    expect(Math.max(...moving.map((f) => f.g))).toBeGreaterThan(still[0]!.g + 3);
  });

  it('drops frames in gaps of two or three periods at the share asked for', () => {
    const times = frameTimes(0, 60_000, { fps: 30, dropShare: 0.05, jitterMs: 2 });
    const gaps = times.slice(1).map((t, i) => (t - times[i]!) / (1000 / 30));
    expect(Math.max(...gaps)).toBeLessThan(3.7);
    const dropped = gaps.filter((g) => g > 1.6).length;
    expect(dropped / times.length).toBeGreaterThan(0.03);
    expect(dropped / times.length).toBeLessThan(0.07);
    expect(gaps.every((g) => g > 0.3)).toBe(true);
  });

  it('gives frames from the first beat to the last', () => {
    const scene = pulseScene(rr, { startMs: 1000 });
    const frames = syntheticFrames(scene, { fps: 24 });
    expect(frames[0]!.t).toBeLessThan(1020);
    expect(frames.at(-1)!.t).toBeGreaterThan(1000 + rr.reduce((a, b) => a + b, 0));
  });
});
