import { describe, expect, it } from 'vitest';
import { centralRegion, sampleCells } from './frame-sample.ts';

function cells(colours: Array<[number, number, number]>): Uint8ClampedArray {
  return new Uint8ClampedArray(colours.flatMap(([r, g, b]) => [r, g, b, 255]));
}

describe('sampleCells', () => {
  it('gives each channel its mean, the clipped share and the spread of red', () => {
    const sample = sampleCells(
      cells([
        [200, 10, 20],
        [252, 30, 40],
        [200, 20, 30],
        [255, 40, 10],
      ]),
      1234.5,
    );
    expect(sample.t).toBe(1234.5);
    expect(sample.r).toBeCloseTo(226.75, 6);
    expect(sample.g).toBeCloseTo(25, 6);
    expect(sample.b).toBeCloseTo(25, 6);
    expect(sample.clipped).toBe(0.5);
    // Population standard deviation of 200, 252, 200, 255.
    expect(sample.spread).toBeCloseTo(26.771, 3);
  });

  it('gives no spread and no clipping for an even, unclipped fingertip', () => {
    const sample = sampleCells(cells(Array.from({ length: 256 }, () => [180, 20, 15])), 0);
    expect(sample).toEqual({ t: 0, r: 180, g: 20, b: 15, clipped: 0, spread: 0 });
  });
});

describe('centralRegion', () => {
  it('is the middle half of the frame each way', () => {
    expect(centralRegion(320, 240)).toEqual({ x: 80, y: 60, width: 160, height: 120 });
  });
});
