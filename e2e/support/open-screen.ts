import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Opens a path and waits until its screen has settled: its code loaded, its calls answered and
 * its first heading drawn. A screen without a heading is taken as it is, so one screen cannot
 * stop a walk over all of them (axe reports a missing heading itself).
 */
export async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page
    .getByRole('heading')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
}
