import { describe, expect, it } from 'vitest';
import { bandPass, filtfilt } from './zero-phase-filter.ts';

const HZ = 100;
const sine = (hz: number, n: number) =>
  Float64Array.from({ length: n }, (_, i) => Math.sin((2 * Math.PI * hz * i) / HZ));
const rms = (x: Float64Array, from: number, to: number) =>
  Math.sqrt(x.subarray(from, to).reduce((s, v) => s + v * v, 0) / (to - from));

describe('filtfilt band-pass', () => {
  const band = bandPass(0.6, 3.5, HZ);

  it('passes a heart rate without moving it in time', () => {
    const x = sine(1.2, 800);
    const y = filtfilt(x, band, HZ);
    expect(rms(y, 200, 600)).toBeGreaterThan(0.9 * rms(x, 200, 600));
    // Zero phase: the filtered wave crosses zero where the input does, within a sample.
    let shift = 0;
    let best = -Infinity;
    for (let lag = -10; lag <= 10; lag++) {
      let sum = 0;
      for (let i = 200; i < 600; i++) sum += x[i]! * y[i + lag]!;
      if (sum > best) [best, shift] = [sum, lag];
    }
    expect(shift).toBe(0);
  });

  it('takes away the breath and the drift below and the noise above', () => {
    for (const hz of [0.1, 12]) {
      const y = filtfilt(sine(hz, 2000), band, HZ);
      expect(rms(y, 400, 1600)).toBeLessThan(0.1);
    }
  });

  it('starts and ends without a step to ring on', () => {
    const x = Float64Array.from({ length: 800 }, (_, i) => 100 + 0.05 * i);
    const y = filtfilt(x, band, HZ);
    expect(Math.max(...y.map(Math.abs))).toBeLessThan(0.5);
  });
});
