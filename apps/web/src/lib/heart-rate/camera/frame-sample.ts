import type { FrameSample } from './pulse-types.ts';

/** Red at or above this is taken as clipped: the sensor's ceiling, less a little for noise. */
const CLIPPED_RED = 250;

/**
 * One frame's numbers from its central region, already scaled down to a few cells (RGBA, as
 * `getImageData` gives them): the camera's own scaling averages the pixels of each cell, so a
 * 16 × 16 image is 256 local means at no cost here.
 */
export function sampleCells(rgba: Uint8ClampedArray, t: number): FrameSample {
  const cells = rgba.length / 4;
  let r = 0;
  let g = 0;
  let b = 0;
  let rr = 0;
  let clipped = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    const red = rgba[i]!;
    r += red;
    rr += red * red;
    g += rgba[i + 1]!;
    b += rgba[i + 2]!;
    if (red >= CLIPPED_RED) clipped++;
  }
  const meanRed = r / cells;
  return {
    t,
    r: meanRed,
    g: g / cells,
    b: b / cells,
    clipped: clipped / cells,
    spread: Math.sqrt(Math.max(0, rr / cells - meanRed * meanRed)),
  };
}

/** The region read from each frame: its middle half each way, where a fingertip covers best. */
export function centralRegion(width: number, height: number) {
  return { x: width / 4, y: height / 4, width: width / 2, height: height / 2 };
}

/** The cells each way the region is scaled down to. */
export const CELLS = 16;
