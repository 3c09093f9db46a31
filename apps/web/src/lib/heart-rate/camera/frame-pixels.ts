import { CELLS } from './frame-sample.ts';

/**
 * A camera frame's central region averaged into (at most) CELLS × CELLS cells of RGBA, read from the
 * frame's own planes (`VideoFrame.copyTo`) on the worker's thread: no canvas, so nothing waits
 * for the page's main thread or a GPU (without one, Chromium's OffscreenCanvas in a worker asks
 * the main thread for every frame it draws). Cameras give YUV (I420 on most, NV12 on many
 * phones) or RGB; anything else is left to the canvas (null).
 */

/** Y'CbCr to R'G'B' coefficients per matrix: [Cr→R, Cb→G, Cr→G, Cb→B]. */
const MATRICES = {
  bt709: [1.5748, 0.1873, 0.4681, 1.8556],
  bt601: [1.402, 0.3441, 0.7141, 1.772],
} as const;

/** At most this many pixels each way are read: a mean over more gains nothing. */
const MAX_READ = 128;

const RGB_ORDER: Record<string, [number, number, number] | undefined> = {
  RGBA: [0, 1, 2],
  RGBX: [0, 1, 2],
  BGRA: [2, 1, 0],
  BGRX: [2, 1, 0],
};

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The middle half of the visible picture each way, on even pixels (chroma is per 2 × 2). */
function regionOf(frame: VideoFrame): Region {
  const visible = frame.visibleRect ?? {
    x: 0,
    y: 0,
    width: frame.codedWidth,
    height: frame.codedHeight,
  };
  const even = (v: number) => Math.floor(v / 2) * 2;
  return {
    x: even(visible.x + visible.width / 4),
    y: even(visible.y + visible.height / 4),
    width: Math.max(2, even(visible.width / 2)),
    height: Math.max(2, even(visible.height / 2)),
  };
}

export async function frameCells(frame: VideoFrame): Promise<Uint8ClampedArray | null> {
  const format = frame.format;
  if (format !== 'I420' && format !== 'NV12' && !RGB_ORDER[format ?? '']) return null;
  const rect = regionOf(frame);
  const buffer = new Uint8Array(frame.allocationSize({ rect }));
  const planes = await frame.copyTo(buffer, { rect });
  const step = Math.max(1, Math.floor(Math.max(rect.width, rect.height) / MAX_READ / 2) * 2);
  // A small picture has fewer cells than pixels read, so that none is left empty.
  const across = Math.min(CELLS, Math.ceil(rect.width / step));
  const down = Math.min(CELLS, Math.ceil(rect.height / step));
  const sums = new Float64Array(across * down * 3);
  const counts = new Uint32Array(across * down);
  const add = (x: number, y: number, r: number, g: number, b: number) => {
    const cell =
      Math.floor((y * down) / rect.height) * across + Math.floor((x * across) / rect.width);
    sums[cell * 3] = sums[cell * 3]! + r;
    sums[cell * 3 + 1] = sums[cell * 3 + 1]! + g;
    sums[cell * 3 + 2] = sums[cell * 3 + 2]! + b;
    counts[cell] = counts[cell]! + 1;
  };
  const order = RGB_ORDER[format ?? ''];
  if (order) {
    const { offset, stride } = planes[0]!;
    for (let y = 0; y < rect.height; y += step) {
      for (let x = 0; x < rect.width; x += step) {
        const p = offset + y * stride + x * 4;
        add(x, y, buffer[p + order[0]]!, buffer[p + order[1]]!, buffer[p + order[2]]!);
      }
    }
  } else {
    const toRgb = yuvToRgb(frame.colorSpace);
    const luma = planes[0]!;
    const [u, v] = format === 'NV12' ? [planes[1]!, planes[1]!] : [planes[1]!, planes[2]!];
    // NV12 interleaves U and V in one plane; I420 has a plane each.
    const [uStep, vShift] = format === 'NV12' ? [2, 1] : [1, 0];
    const rgb: [number, number, number] = [0, 0, 0];
    for (let y = 0; y < rect.height; y += step) {
      for (let x = 0; x < rect.width; x += step) {
        const c = (y >> 1) * u.stride + (x >> 1) * uStep;
        toRgb(
          buffer[luma.offset + y * luma.stride + x]!,
          buffer[u.offset + c]!,
          buffer[v.offset + c + vShift]!,
          rgb,
        );
        add(x, y, rgb[0], rgb[1], rgb[2]);
      }
    }
  }
  const cells = new Uint8ClampedArray(across * down * 4);
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i] || 1;
    cells[i * 4] = sums[i * 3]! / n;
    cells[i * 4 + 1] = sums[i * 3 + 1]! / n;
    cells[i * 4 + 2] = sums[i * 3 + 2]! / n;
    cells[i * 4 + 3] = 255;
  }
  return cells;
}

/** A Y'CbCr → RGB conversion for the frame's colour space (BT.601 limited range if unsaid). */
export function yuvToRgb(space: VideoColorSpace | null | undefined) {
  const [crR, cbG, crG, cbB] = space?.matrix === 'bt709' ? MATRICES.bt709 : MATRICES.bt601;
  const full = space?.fullRange === true;
  const yScale = full ? 1 : 255 / 219;
  const cScale = full ? 1 : 255 / 224;
  const yBase = full ? 0 : 16;
  return (Y: number, U: number, V: number, out: [number, number, number]) => {
    const y = (Y - yBase) * yScale;
    const cb = (U - 128) * cScale;
    const cr = (V - 128) * cScale;
    out[0] = clamp(y + crR * cr);
    out[1] = clamp(y - cbG * cb - crG * cr);
    out[2] = clamp(y + cbB * cb);
  };
}

function clamp(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : v;
}
