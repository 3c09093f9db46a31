import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { BASE_URL } from '../support/port.ts';

/**
 * A drawn page is first painted whole (decision 125). On a slow phone the browser parses a page
 * in slices and may paint between them: /login was once drawn with its password field's Show
 * button still empty, which then widened, a layout shift. The page holds its first frame until
 * the marker after #root is parsed. Here /login reaches the browser in two parts, the second
 * held back by a relay in front of the server, cut inside that very button.
 */

interface Relay {
  base: string;
  release: () => void;
  close: () => Promise<void>;
}

/** Passes every request to the server; /login's HTML is cut before `marker`, the rest held. */
async function relayHolding(marker: string): Promise<Relay> {
  const target = new URL(BASE_URL);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host },
      },
      (response) => {
        if (incoming.url !== '/login') {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const cut = html.indexOf(marker);
          const headers = { ...response.headers };
          delete headers['content-length'];
          outgoing.writeHead(response.statusCode ?? 502, headers);
          outgoing.write(html.slice(0, cut));
          void released.then(() => outgoing.end(html.slice(cut)));
        });
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    release,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('a page parsed in parts is not painted until all of it is there', async ({ page }) => {
  const relay = await relayHolding('Show</button>');
  try {
    // What the first frame showed, recorded from the page's first animation frame.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const show = document.querySelector('input[type=password] ~ button');
        (window as unknown as { firstFrame: unknown }).firstFrame = {
          showText: show?.textContent ?? null,
          footer: document.querySelector('footer') !== null,
        };
      });
    });
    await page.goto(`${relay.base}/login`, { waitUntil: 'commit' });
    // The first part is parsed: the heading and the password field are in the document...
    await page.waitForFunction(
      () => document.querySelector('input[type=password]') !== null,
      null,
      {
        polling: 50,
      },
    );
    // ...but nothing is painted while the rest is held. Proving an absence needs a bound: without
    // the marker, Chromium paints the first part within a frame or two, on any machine.
    const painted = await page
      .waitForFunction(() => performance.getEntriesByType('paint').length > 0, null, {
        polling: 50,
        timeout: 1500,
      })
      .then(
        () => true,
        () => false,
      );
    expect(painted).toBe(false);

    relay.release();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame))
      .toEqual({ showText: 'Show', footer: true });
    await expect(page.getByRole('button', { name: 'Show', exact: true })).toBeVisible();
  } finally {
    relay.release();
    await relay.close();
  }
});

/** The files the page lists for start-after-paint.js to preload. */
const listedPreloads = (page: Page) =>
  page.evaluate(() =>
    (document.querySelector<HTMLScriptElement>('script[data-preloads]')?.dataset.preloads ?? '')
      .split(' ')
      .filter(Boolean),
  );

/** The path of every modulepreload link in the page, repeats included. */
const preloadLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );

test("once drawn, the page preloads its route's code and then takes itself over", async ({
  page,
}) => {
  await page.goto('/login');
  // /login's own code is the entry's chunk; the screens behind it list theirs.
  expect(await listedPreloads(page)).toEqual([]);
  await page.goto('/signup');
  const signup = await listedPreloads(page);
  expect(signup.length).toBeGreaterThan(0);
  // Every listed file gets its modulepreload link once the page is drawn, and the page is live.
  await expect.poll(() => preloadLinks(page)).toEqual(expect.arrayContaining(signup));
  // The entries ran after the links were in: the lazy screens' own preloading added none twice.
  const links = await preloadLinks(page);
  expect(links.length).toBe(new Set(links).size);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('someone@example.com');
});
