import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { expect, test } from '../support/fixtures.ts';
import { controlledByServiceWorker } from '../support/service-worker.ts';

/**
 * Lighthouse's installability checks (issue 18, decision 088). Lighthouse 12 dropped its PWA
 * category; 11.7.1 is the last with `installable-manifest` and runs on Node 20. It drives
 * Debian's Chromium, started by chrome-launcher, against the server under test. Lighthouse 11
 * has no audits of their own for the service worker (`installable-manifest` asks Chromium, which
 * no longer needs one to install) or the apple-touch-icon (dropped in 8): the second journey
 * checks those the way those audits did.
 */

const AUDITS = [
  'installable-manifest',
  'maskable-icon',
  'themed-omnibox',
  'splash-screen',
  'viewport',
  'content-width',
] as const;

test('Lighthouse 11 finds Resona installable, with a maskable icon and a themed address bar', async ({
  baseURL,
}) => {
  // About 30 s on the shared machine: Lighthouse waits for the page to be quiet.
  test.setTimeout(120_000);
  const chrome = await launch({
    chromePath: test.info().project.use.launchOptions?.executablePath,
    chromeFlags: ['--headless=new', ...(test.info().project.use.launchOptions?.args ?? [])],
  });
  try {
    const result = await lighthouse(new URL('/login', baseURL).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['pwa'],
      // Installability is not about speed: no simulated slow network or CPU.
      throttlingMethod: 'provided',
    });
    const audits = result?.lhr.audits ?? {};
    const failed = AUDITS.filter((id) => audits[id]?.score !== 1).map((id) => ({
      id,
      score: audits[id]?.score,
      why: audits[id]?.explanation ?? audits[id]?.errorMessage ?? (audits[id] ? '' : 'no audit'),
    }));
    expect(failed).toEqual([]);
  } finally {
    chrome.kill();
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the worker controls the page and the start URL; the apple-touch-icon is a 180 px square', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/login');
    await controlledByServiceWorker(page);
    const worker = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
      const manifest = (await (await fetch(href)).json()) as { start_url: string };
      const start = new URL(manifest.start_url, href).href;
      const registration = await navigator.serviceWorker.getRegistration(start);
      return { controlled: !!navigator.serviceWorker.controller, scope: registration?.scope };
    });
    expect(worker).toEqual({ controlled: true, scope: new URL('/', baseURL).href });
    const touchIcon = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]');
      if (!link) return null;
      const image = new Image();
      image.src = link.href;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    });
    expect(touchIcon).toBe('180x180');
  });
});
