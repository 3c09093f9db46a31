import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The resonance assessment (/resonance), reached from settings as a person finds it. */
export async function openAssessment(page: Page) {
  await page.goto('/Setting');
  await page.getByRole('main').getByRole('link', { name: 'Find my resonance rate' }).click();
  await expect(page).toHaveURL(/\/resonance$/);
  await expect(
    page.getByRole('heading', { name: 'Find my resonance rate', level: 1 }),
  ).toBeVisible();
}

/** Agrees to heart data being collected; the server keeps the agreement with its time. */
export async function agree(page: Page) {
  const demo = page.getByRole('button', { name: 'Try the demo' });
  const box = page.getByLabel(/I agree that Resona reads my heart beats/);
  await expect(box).toBeEnabled();
  if (await box.isChecked()) return;
  await expect(demo).toBeDisabled();
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/v2/user/heart-data-consent') && r.request().method() === 'POST',
  );
  // Checked once the server has kept it.
  await box.click();
  const reply = await stored;
  expect(reply.status()).toBe(200);
  expect((await reply.json()).data.agreed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  await expect(box).toBeChecked();
  await expect(demo).toBeEnabled();
}
