import { describe, expect, it } from 'vitest';
import {
  CENTER,
  RING_RADIUS,
  VIEW,
  guideBox,
  guideScale,
  orbRadius,
  halfRingBox,
  halfRingPath,
  ringTurns,
  squareRect,
  waveDriftTransform,
  waveLevel,
  waveLevelTransform,
  waveSurface,
} from './guide-geometry.ts';
import { PACER_THEMES } from './themes.ts';

describe('guide geometry', () => {
  it('grows the orb with the breath and clamps out-of-range input', () => {
    expect(orbRadius(0)).toBeLessThan(orbRadius(0.5));
    expect(orbRadius(0.5)).toBeLessThan(orbRadius(1));
    expect(orbRadius(-1)).toBe(orbRadius(0));
    expect(orbRadius(2)).toBe(orbRadius(1));
  });

  it('keeps the square centred and its corners inside the ring', () => {
    for (const breath of [0, 0.5, 1]) {
      const { x, size, corner } = squareRect(breath);
      expect(x + size / 2).toBeCloseTo(100, 9);
      const reach = Math.SQRT2 * (size / 2 - corner) + corner;
      expect(reach).toBeLessThan(RING_RADIUS - 2);
    }
    expect(squareRect(1).size).toBeGreaterThan(squareRect(0).size);
  });

  it('fills the ring with progress: the right side first, then the left', () => {
    expect(ringTurns(0)).toEqual([0, 0]);
    expect(ringTurns(0.25)).toEqual([90, 0]);
    expect(ringTurns(0.5)).toEqual([180, 0]);
    expect(ringTurns(0.75)).toEqual([180, 90]);
    expect(ringTurns(1)).toEqual([180, 180]);
    expect(ringTurns(-1)).toEqual([0, 0]);
    expect(ringTurns(2)).toEqual([180, 180]);
  });

  it('puts each half ring layer over its own half, turning about the ring centre', () => {
    const half = VIEW / 2;
    for (const held of ['left', 'right'] as const) {
      const box = halfRingBox(held);
      const [x0, , width] = box.viewBox.split(' ').map(Number);
      const clipStart = held === 'left' ? half : 0;
      // Where the layer starts and where its origin lands, in view-box units.
      expect(clipStart + (box.leftPct / 100) * half).toBeCloseTo(x0!, 9);
      expect((box.widthPct / 100) * half).toBeCloseTo(width!, 9);
      expect(x0! + (box.originPct / 100) * width!).toBeCloseTo(CENTER, 9);
      // The half ring's own side fits, with room for its cap past the centre line.
      if (held === 'left') expect(x0).toBeLessThanOrEqual(CENTER - RING_RADIUS - 2);
      else expect(x0! + width!).toBeGreaterThanOrEqual(CENTER + RING_RADIUS + 2);
    }
  });

  it('draws each half ring from the top to the bottom on its own side', () => {
    const top = `M ${CENTER} ${CENTER - RING_RADIUS}`;
    expect(halfRingPath('left')).toBe(`${top} A 92 92 0 0 0 ${CENTER} ${CENTER + RING_RADIUS}`);
    expect(halfRingPath('right')).toBe(`${top} A 92 92 0 0 1 ${CENTER} ${CENTER + RING_RADIUS}`);
  });

  it('raises the wave level with the breath, moving its layer only', () => {
    expect(waveLevel(1)).toBeLessThan(waveLevel(0));
    expect(waveLevel(2)).toBe(waveLevel(1));
    // Breath 0: the level 140.8 of 160 from the bowl's top, the layer's top on the crest line.
    expect(waveLevel(0)).toBeCloseTo(140.8, 9);
    expect(waveLevelTransform(0)).toBe(`translateY(${(((140.8 - 5) / 160) * 100).toFixed(4)}%)`);
  });

  it('draws a surface two wavelengths wide that covers the bowl at every level', () => {
    const { viewBox, path, heightPct } = waveSurface();
    const [, , width] = viewBox.split(' ').map(Number);
    expect(width).toBe(320);
    // The layer's bottom reaches the bowl's bottom even at the highest level.
    expect(((waveLevel(1) - 5) / 160) * 100 + heightPct).toBeGreaterThanOrEqual(100);
    expect(path).toMatch(/^M 0 [\d.]+( L [\d.-]+ [\d.-]+)+ Z$/);
    const ys = [...path.matchAll(/L ([\d.]+) ([\d.-]+)/g)].map((m) => Number(m[2]));
    expect(Math.min(...ys)).toBeCloseTo(0, 1);
    // A slide of one wavelength (half the layer) shows the same surface again.
    expect(waveDriftTransform(0)).toBe('translateX(0.0000%)');
    expect(waveDriftTransform(1)).toBe('translateX(-50.0000%)');
  });
});

describe('theme presets', () => {
  const luminance = (hex: string) => {
    const channel = (i: number) => {
      const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  it.each(Object.entries(PACER_THEMES))('%s is readable', (_id, theme) => {
    const { background, guide, accent, text } = theme.palette;
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(guide, background)).toBeGreaterThanOrEqual(3);
    expect(contrast(accent, background)).toBeGreaterThanOrEqual(3);
  });

  it('ships three shapes so a theme change is visible', () => {
    expect(new Set(Object.values(PACER_THEMES).map((t) => t.shape)).size).toBe(3);
  });
});

describe('composited guide', () => {
  it('scales the full-size shape to exactly the drawn radius and square', () => {
    for (const breath of [0, 0.25, 0.5, 1]) {
      expect(guideScale(breath) * orbRadius(1)).toBeCloseTo(orbRadius(breath), 9);
      expect(guideScale(breath) * squareRect(1).size).toBeCloseTo(squareRect(breath).size, 9);
    }
  });

  it('places the full-size shapes where the view box draws them', () => {
    const circle = guideBox('circle');
    expect((circle.insetPct / 100) * VIEW).toBeCloseTo(CENTER - orbRadius(1), 9);
    expect(circle.cornerPct).toBe(50);
    const square = guideBox('square');
    expect((square.insetPct / 100) * VIEW).toBeCloseTo(squareRect(1).x, 9);
    expect(square.cornerPct).toBeCloseTo(18, 9);
  });
});
