/**
 * How every journey's browser is launched: Debian's Chromium only, never a browser downloaded by
 * Playwright (see the README). Journeys that need more switches (a fake camera) add to `args`.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
