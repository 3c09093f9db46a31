import { seededRandom } from '@resona/contract/heart';
import { describe, expect, it } from 'vitest';
import { GRID_MS } from './frame-resampler.ts';
import { ppgWave } from './ppg-wave.ts';
import { averagePulse, fitPulse } from './pulse-template.ts';

// A fingertip's red: a beat every 900 ms from 100 ms, each 1 % deep, on a slowly rising level.
const BEAT_MS = 900;
const starts = Array.from({ length: 12 }, (_, i) => 100 + i * BEAT_MS);
// The steepest rise of ppgWave: its systolic Gaussian's inflection, 130 − 45 ms after the start.
const UPSTROKE_MS = 85;
const upstrokes = starts.map((s) => s + UPSTROKE_MS);

function red(ms: number, depth = 0.01): number {
  const volume = starts.reduce((sum, s) => sum + ppgWave(ms - s), 0);
  return (175 + ms / 2000) * (1 - depth * volume);
}

/** The grid the window holds: red every 10 ms from 0. */
const grid = Float64Array.from({ length: 1000 }, (_, i) => red(i * GRID_MS));

/** A camera's frames at 30 fps with sensor noise, none in [gapFrom, gapTo). */
function frames(gapFrom: number, gapTo: number, value: (ms: number) => number = red) {
  const random = seededRandom(5);
  const times: number[] = [];
  const reds: number[] = [];
  for (let t = 0; t < 10_000; t += 1000 / 30) {
    if (t >= gapFrom && t < gapTo) continue;
    times.push(t);
    reds.push(value(t) + 0.1 * (random() - 0.5) * 2);
  }
  return { times, reds };
}

describe('a beat timed on the window’s average pulse', () => {
  const template = averagePulse(grid, 0, upstrokes.slice(0, 8))!;

  it('is not made from fewer than three beats', () => {
    expect(averagePulse(grid, 0, upstrokes.slice(0, 2))).toBeNull();
  });

  it('times a beat whose upstroke a 300 ms stall hid, from the frames either side', () => {
    const beat = upstrokes[8]!;
    for (const stallFrom of [beat - 250, beat - 150, beat - 50]) {
      const { times, reds } = frames(stallFrom, stallFrom + 300);
      // The first guess is the bridged window's, well off.
      const fitted = fitPulse(template, times, reds, beat + 120, true);
      expect(fitted).not.toBeNull();
      expect(Math.abs(fitted! - beat)).toBeLessThan(15);
    }
  });

  it('takes the frames’ own depth, which swings with the breath', () => {
    const beat = upstrokes[9]!;
    const { times, reds } = frames(beat - 60, beat + 40, (ms) => red(ms, 0.014));
    expect(Math.abs(fitPulse(template, times, reds, beat - 70)! - beat)).toBeLessThan(8);
  });

  it('fits nothing where the frames hold no pulse', () => {
    const { times, reds } = frames(0, 0, (ms) => 175 + ms / 2000);
    expect(fitPulse(template, times, reds, upstrokes[9]!)).toBeNull();
  });
});
