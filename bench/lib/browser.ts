import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium.ts';

/** Debian's Chromium only, never a downloaded browser. */
export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

/**
 * This machine has no network beyond loopback: Chromium must not try to reach Google. The
 * journeys' switches, so a bench's browser is the journeys' browser.
 */
export const CHROMIUM_FLAGS = CHROMIUM_LAUNCH.args;

export interface LaunchOptions {
  /**
   * A software GPU (SwiftShader) instead of none: canvases and video frames then take the paths
   * they take on a phone's GPU, where without one a worker's canvas asks the main thread each time.
   */
  swiftShader?: boolean;
}

const SWIFTSHADER_FLAGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

export function launchChromium(
  extraArgs: string[] = [],
  options: LaunchOptions = {},
): Promise<Browser> {
  const flags = options.swiftShader
    ? [...CHROMIUM_FLAGS.filter((flag) => flag !== '--disable-gpu'), ...SWIFTSHADER_FLAGS]
    : CHROMIUM_FLAGS;
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    timeout: 60_000,
    args: [...flags, '--autoplay-policy=no-user-gesture-required', ...extraArgs],
  });
}
