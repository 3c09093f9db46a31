import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Where things are drawn, measured the way a person sees them: one line of text, a label centred
 * on a picture, a box inside another. Each reads the layout as it is now; the callers wait for
 * the state they measure first.
 */

export const PHONE = { width: 390, height: 844 } as const;
export const SMALL_PHONE = { width: 360, height: 640 } as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  return box!;
}

/** Runs `check` with the page at `size`, then gives the page its size back. */
export async function atSize(
  page: Page,
  size: { width: number; height: number },
  check: () => Promise<void>,
) {
  const before = page.viewportSize();
  await page.setViewportSize(size);
  try {
    await check();
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** Each of the elements' text sits on one line: no height beyond its line height. */
export async function expectOnOneLine(locator: Locator) {
  for (const element of await locator.all()) {
    const { height, lineHeight, text } = await element.evaluate((el) => {
      const style = getComputedStyle(el);
      const line = parseFloat(style.lineHeight);
      return {
        height: el.getBoundingClientRect().height,
        lineHeight: style.lineHeight.endsWith('px') ? line : line * parseFloat(style.fontSize),
        text: el.textContent,
      };
    });
    expect(height, `"${text}" on one line (line height ${lineHeight} px)`).toBeLessThan(
      lineHeight * 1.5,
    );
  }
}

/** The label's centre is within `tolerance` px of the picture's, across the line. */
export async function expectCentredOn(label: Locator, picture: Locator, tolerance = 2) {
  const [l, p] = [await boxOf(label), await boxOf(picture)];
  const name = (await label.textContent()) ?? '';
  expect(
    Math.abs(l.x + l.width / 2 - (p.x + p.width / 2)),
    `"${name}" centred on the guide`,
  ).toBeLessThanOrEqual(tolerance);
}

/** `inner` is drawn wholly inside `outer` (half a pixel of rounding allowed). */
export async function expectInside(inner: Locator, outer: Locator, what: string) {
  const [i, o] = [await boxOf(inner), await boxOf(outer)];
  const slack = 0.5;
  expect(
    i.x >= o.x - slack &&
      i.y >= o.y - slack &&
      i.x + i.width <= o.x + o.width + slack &&
      i.y + i.height <= o.y + o.height + slack,
    `${what}: ${JSON.stringify(i)} inside ${JSON.stringify(o)}`,
  ).toBe(true);
}

/** `lower` starts at or below the end of `upper`. */
export async function expectBelow(lower: Locator, upper: Locator, what: string) {
  const [l, u] = [await boxOf(lower), await boxOf(upper)];
  expect(l.y, what).toBeGreaterThanOrEqual(u.y + u.height - 0.5);
}

/**
 * `locator` is in the viewport and nothing is drawn over it: the topmost element at its corners
 * and centre is it or inside it (a sticky bar over it fails, where toBeInViewport passes).
 */
export async function expectUncovered(locator: Locator, what: string) {
  await expect(locator, what).toBeInViewport({ ratio: 1 });
  const covered = await locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const inset = 1;
    const points: [number, number][] = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + inset, r.top + inset],
      [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset],
      [r.right - inset, r.bottom - inset],
    ];
    return points
      .filter(([x, y]) => {
        const top = document.elementFromPoint(x, y);
        return !top || !(top === element || element.contains(top));
      })
      .map(([x, y]) => `${Math.round(x)},${Math.round(y)}`);
  });
  expect(covered, `${what}: nothing drawn over it`).toEqual([]);
}
