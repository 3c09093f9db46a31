import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

/**
 * The app's PNG icons, drawn from its SVG icons by Chromium (run by hand when an icon changes;
 * the PNGs are committed): browsers and home screens that take no SVG icon (iOS's
 * apple-touch-icon, Android's install prompt) get the same picture.
 *
 *   npm run icons -w apps/web
 */

const publicDir = resolve(import.meta.dirname, '../public');
const CHROMIUM = process.env.ICONS_CHROMIUM ?? '/usr/bin/chromium';

/** [svg, png, size]: the sizes the manifest and index.html name. */
export const ICONS = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  // iOS rounds the corners itself and shows transparency as black: the full-bleed picture.
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
] as const;

const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  for (const [svg, png, size] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = await readFile(join(publicDir, svg), 'utf8');
    await page.setContent(
      `<body style="margin:0;background:transparent">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
    );
    await writeFile(join(publicDir, png), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`${png} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
