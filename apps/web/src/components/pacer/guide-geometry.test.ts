import { describe, expect, it } from 'vitest';
import {
  RING_LENGTH,
  RING_RADIUS,
  orbRadius,
  ringOffset,
  squareRect,
  wavePath,
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

  it('fills the ring with progress', () => {
    expect(ringOffset(0)).toBe(RING_LENGTH);
    expect(ringOffset(1)).toBe(0);
    expect(ringOffset(0.25)).toBeCloseTo(RING_LENGTH * 0.75, 9);
  });

  it('raises the wave surface with the breath', () => {
    const surface = (d: string) => Number(d.split(' L ')[1]?.split(' ')[1]);
    expect(surface(wavePath(1, 0))).toBeLessThan(surface(wavePath(0, 0)));
    expect(wavePath(0.5, 1)).toMatch(/^M [\d.]+ [\d.]+( L [\d.-]+ [\d.-]+)+ Z$/);
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
