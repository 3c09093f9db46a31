import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { expect, test } from '../support/fixtures.ts';
import { freePort } from '../support/port.ts';
import { controlledByServiceWorker } from '../support/service-worker.ts';

/**
 * Lighthouse's installability checks (issue 18, decision 088). Lighthouse 12 dropped its PWA
 * category; 11.7.1 is the last with `installable-manifest` and runs on Node 20. It drives
 * Debian's Chromium, launched here with a debugging port, against the server under test. The
 * service worker is installed by a first visit, and Lighthouse keeps the profile's storage, so
 * it finds the page and the start URL controlled, as a person's second visit would. Lighthouse
 * 11 has no audits of their own for the service worker (its `installable-manifest` asks
 * Chromium, which no longer needs one to install) or the apple-touch-icon (dropped in 8): the
 * first visit checks those the way those audits did.
 */

const AUDITS = [
  'installable-manifest',
  'maskable-icon',
  'themed-omnibox',
  'splash-screen',
  'viewport',
  'content-width',
] as const;

test('Lighthouse 11 finds Resona installable; the worker and the apple-touch-icon are there', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const port = Number(freePort());
  const profile = await mkdtemp(join(tmpdir(), 'resona-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: test.info().project.use.launchOptions?.executablePath,
    headless: true,
    args: [
      ...(test.info().project.use.launchOptions?.args ?? []),
      `--remote-debugging-port=${port}`,
    ],
  });
  try {
    const url = new URL('/login', baseURL).href;
    const first = await context.newPage();
    await first.goto(url);
    await controlledByServiceWorker(first);
    // The worker controls the page, and its scope holds the manifest's start URL.
    const worker = await first.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
      const manifest = (await (await fetch(href)).json()) as { start_url: string };
      const start = new URL(manifest.start_url, href).href;
      const registration = await navigator.serviceWorker.getRegistration(start);
      return { controlled: !!navigator.serviceWorker.controller, scope: registration?.scope };
    });
    expect(worker).toEqual({ controlled: true, scope: new URL('/', baseURL).href });
    // The apple-touch-icon is named and loads as a 180 px square.
    const touchIcon = await first.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]');
      if (!link) return null;
      const image = new Image();
      image.src = link.href;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    });
    expect(touchIcon).toBe('180x180');
    await first.close();

    const result = await lighthouse(url, {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['pwa'],
      disableStorageReset: true,
      // Installability is not about speed: no simulated slow network or CPU.
      throttlingMethod: 'provided',
    });
    const audits = result?.lhr.audits ?? {};
    const failed = AUDITS.filter((id) => audits[id]?.score !== 1).map((id) => ({
      id,
      score: audits[id]?.score,
      why: audits[id]?.explanation ?? audits[id]?.errorMessage ?? (audits[id] ? '' : 'no audit'),
      details: JSON.stringify(audits[id]?.details ?? null).slice(0, 400),
    }));
    expect(failed).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
