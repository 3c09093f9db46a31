import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Set by allowHiding: tells the page it is hidden (a locked screen, another app) or back. */
    setPageHidden: (hidden: boolean) => void;
  }
}

/**
 * Headless Chromium has no lock screen and no other app to switch to: before the app loads, the
 * page's visibilityState is made one the journey sets, with its event, through
 * `window.setPageHidden` (in `page.evaluate`) or `setPageHidden(page, …)`.
 */
export async function allowHiding(page: Page) {
  await page.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
    window.setPageHidden = (value) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

export async function setPageHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => window.setPageHidden(value), hidden);
}
