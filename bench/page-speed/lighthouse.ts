import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../lib/browser.ts';

/**
 * Lighthouse 12's mobile performance score of /login and /home (issue 16), with its default
 * mobile settings (a Moto G Power's screen, simulated slow 4G and CPU 4× slower), offline: it
 * drives Debian's Chromium, launched by Playwright with a debugging port, and reaches nothing
 * beyond the local server. /home is scored signed in: Playwright signs in in the same browser
 * profile first and Lighthouse is told to keep that profile's storage. Each page is scored
 * BENCH_LIGHTHOUSE_RUNS (3) times and the median run is reported: on a shared machine one run
 * swings by 10 points with the load (its simulated CPU is the real, loaded one).
 */

const FLAGS = ['--headless', ...CHROMIUM_FLAGS];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface LighthouseScore {
  page: string;
  /** The median run's score (and its metrics below); every run's score in `scores`. */
  score: number | null;
  scores?: (number | null)[];
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
}

async function score(url: string, port: number, keepStorage: boolean): Promise<LighthouseScore> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`lighthouse: no result for ${url}`);
  const { lhr } = result;
  // BENCH_LIGHTHOUSE_KEEP names a folder for each run's full report (its long tasks, for one).
  const keep = process.env.BENCH_LIGHTHOUSE_KEEP;
  if (keep) {
    const name = `${new URL(url).pathname.slice(1)}-${new Date().toISOString()}.json`;
    await writeFile(join(keep, name), JSON.stringify(lhr));
  }
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return value === undefined ? null : Math.round(value * 1000) / 1000;
  };
  const performance = lhr.categories.performance?.score;
  return {
    page: new URL(url).pathname,
    score: performance === null || performance === undefined ? null : Math.round(performance * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
  };
}

export async function lighthouseScores(
  base: string,
  demo: { email: string; password: string },
): Promise<LighthouseScore[]> {
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'resona-bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...FLAGS, `--remote-debugging-port=${port}`],
  });
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const median = async (url: string, keepStorage: boolean) => {
    const all: LighthouseScore[] = [];
    for (let i = 0; i < runs; i++) all.push(await score(url, port, keepStorage));
    const sorted = [...all].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
    return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, scores: all.map((r) => r.score) };
  };
  try {
    const login = await median(`${base}/login`, false);
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Email', { exact: true }).fill(demo.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith('/login'), {
      timeout: 30_000,
    });
    await page.close();
    const home = await median(`${base}/home`, true);
    return [login, home];
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
