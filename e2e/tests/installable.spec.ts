import { expect, test } from '../support/fixtures.ts';

/**
 * Resona can be installed (issue 18): a manifest whose icons include PNGs of the sizes it names
 * (home screens and install prompts that take no SVG), an apple-touch-icon for iOS, and
 * shortcuts to starting a session and to the history.
 */

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface Manifest {
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
  start_url: string;
  display: string;
}

test('the manifest names PNG icons of their sizes, and shortcuts to a session and the history', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest.display).toBe('standalone');

  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of pngs) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }

  expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
    ['Start my session', '/home'],
    ['History', '/MyHistory'],
  ]);
  for (const { url } of [...manifest.shortcuts, { url: manifest.start_url }]) {
    expect((await request.get(url)).status(), url).toBe(200);
  }
});

test('every page names the apple-touch-icon, a 180 px PNG', async ({ request }) => {
  for (const path of ['/login', '/home']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  }
  const icon = await request.get('/apple-touch-icon.png');
  expect(pngSize(await icon.body())).toBe('180x180');
});
