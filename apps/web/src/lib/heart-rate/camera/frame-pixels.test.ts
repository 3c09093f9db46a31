import { describe, expect, it } from 'vitest';
import { frameCells, yuvToRgb } from './frame-pixels.ts';

const W = 32;
const H = 24;
const FINGER = [175, 38, 22] as const;
const ROOM = [90, 90, 90] as const;

/** BT.601 limited-range Y'CbCr of an RGB colour, as a camera writes it. */
function yuv([r, g, b]: readonly number[]): [number, number, number] {
  const [rn, gn, bn] = [r! / 255, g! / 255, b! / 255];
  return [
    Math.round(16 + 65.481 * rn + 128.553 * gn + 24.966 * bn),
    Math.round(128 - 37.797 * rn - 74.203 * gn + 112 * bn),
    Math.round(128 + 112 * rn - 93.786 * gn - 18.214 * bn),
  ];
}

/** The fingertip in the middle half each way, the room around it. */
const colourAt = (x: number, y: number) =>
  x >= W / 4 && x < (3 * W) / 4 && y >= H / 4 && y < (3 * H) / 4 ? FINGER : ROOM;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A frame as VideoFrame presents its planes to copyTo: the region asked for, each plane after
 * the last with its stride. Node has no VideoFrame; the journeys read real ones from Chromium's
 * fake camera.
 */
function frameOf(format: string, pixel: (x: number, y: number, plane: number) => number[]) {
  const planesOf = (rect: Rect) =>
    format === 'I420'
      ? [
          { w: rect.width, h: rect.height, per: 1 },
          { w: rect.width / 2, h: rect.height / 2, per: 1 },
          { w: rect.width / 2, h: rect.height / 2, per: 1 },
        ]
      : format === 'NV12'
        ? [
            { w: rect.width, h: rect.height, per: 1 },
            { w: rect.width / 2, h: rect.height / 2, per: 2 },
          ]
        : [{ w: rect.width, h: rect.height, per: 4 }];
  return {
    format,
    codedWidth: W,
    codedHeight: H,
    visibleRect: { x: 0, y: 0, width: W, height: H },
    colorSpace: null,
    allocationSize: ({ rect }: { rect: Rect }) =>
      planesOf(rect).reduce((size, p) => size + p.w * p.h * p.per, 0),
    copyTo(buffer: Uint8Array, { rect }: { rect: Rect }) {
      let offset = 0;
      const layouts = planesOf(rect).map((p, plane) => {
        const layout = { offset, stride: p.w * p.per };
        const scale = plane === 0 ? 1 : 2;
        for (let y = 0; y < p.h; y++) {
          for (let x = 0; x < p.w; x++) {
            const values = pixel(rect.x + x * scale, rect.y + y * scale, plane);
            values.forEach((v, i) => (buffer[offset + y * layout.stride + x * p.per + i] = v));
          }
        }
        offset += p.w * p.h * p.per;
        return layout;
      });
      return Promise.resolve(layouts);
    },
  } as unknown as VideoFrame;
}

function expectFinger(cells: Uint8ClampedArray | null) {
  expect(cells).not.toBeNull();
  for (let i = 0; i < cells!.length; i += 4) {
    for (let c = 0; c < 3; c++)
      expect(Math.abs(cells![i + c]! - FINGER[c]!)).toBeLessThanOrEqual(2);
  }
}

describe('frameCells', () => {
  it('reads an I420 frame’s middle half into cells of the fingertip’s colour', async () => {
    const frame = frameOf('I420', (x, y, plane) => [yuv(colourAt(x, y))[plane]!]);
    expectFinger(await frameCells(frame));
  });

  it('reads NV12, whose U and V share a plane', async () => {
    const frame = frameOf('NV12', (x, y, plane) => {
      const [Y, U, V] = yuv(colourAt(x, y));
      return plane === 0 ? [Y] : [U, V];
    });
    expectFinger(await frameCells(frame));
  });

  it('reads BGRA in its own order', async () => {
    const frame = frameOf('BGRA', (x, y) => {
      const [r, g, b] = colourAt(x, y);
      return [b, g, r, 255];
    });
    expectFinger(await frameCells(frame));
  });

  it('leaves a format it cannot read to the canvas', async () => {
    expect(await frameCells(frameOf('I444', () => [0]))).toBeNull();
  });
});

describe('yuvToRgb', () => {
  it('reads full-range BT.709 as it is written', () => {
    const out: [number, number, number] = [0, 0, 0];
    yuvToRgb({ matrix: 'bt709', fullRange: true } as VideoColorSpace)(128, 128, 128, out);
    expect(out).toEqual([128, 128, 128]);
  });
});
