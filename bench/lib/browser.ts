import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

/** Debian's Chromium only, never a downloaded browser. */
export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

/** This machine has no network beyond loopback: Chromium must not try to reach Google. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    timeout: 60_000,
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required', ...extraArgs],
  });
}
