import { expect, test } from '../support/fixtures.ts';

test('an unknown path shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/this/path/does-not-exist');
  // The server answers the SPA shell; the client router shows the 404 page.
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
