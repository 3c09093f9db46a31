import { describe, expect, it } from 'vitest';
import { FrameResampler, GRID_MS } from './frame-resampler.ts';
import { frameTimes } from './synthetic-pulse.ts';

describe('FrameResampler', () => {
  const wave = (t: number) => Math.sin((2 * Math.PI * 1.3 * t) / 1000);
  const worstError = (dropShare: number) => {
    const resampler = new FrameResampler();
    let worst = 0;
    let points = 0;
    for (const t of frameTimes(0, 5000, { fps: 24, jitterMs: 3, dropShare })) {
      resampler.push(t, wave(t), (index, value) => {
        points++;
        if (index >= 5) worst = Math.max(worst, Math.abs(value - wave(resampler.timeOf(index))));
      });
    }
    return { worst, points };
  };

  it('follows a pulse-like wave between uneven frames far closer than a straight line', () => {
    const { worst, points } = worstError(0);
    expect(points).toBeGreaterThan(490);
    // A straight line between 24 fps frames is off by up to (ωh)²/8 ≈ 1.4 % of this wave.
    expect(worst).toBeLessThan(0.006);
  });

  it('bridges dropped frames (gaps of 125 ms) within a tenth of the wave', () => {
    expect(worstError(0.1).worst).toBeLessThan(0.1);
  });

  it('puts its points 10 ms apart', () => {
    const resampler = new FrameResampler();
    resampler.push(7, 0, () => {});
    expect(resampler.timeOf(10) - resampler.timeOf(0)).toBeCloseTo(10 * GRID_MS);
    expect(resampler.timeOf(0)).toBe(7);
  });

  it('ignores a frame that comes back in time', () => {
    const resampler = new FrameResampler();
    const points: number[] = [];
    for (const t of [0, 33, 66, 50, 99, 132]) resampler.push(t, t, (i) => points.push(i));
    expect(points).toEqual([...points].sort((a, b) => a - b));
    expect(new Set(points).size).toBe(points.length);
  });
});
