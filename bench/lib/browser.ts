import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

/** Debian's Chromium only, never a downloaded browser. */
export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    timeout: 60_000,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--autoplay-policy=no-user-gesture-required',
      ...extraArgs,
    ],
  });
}
