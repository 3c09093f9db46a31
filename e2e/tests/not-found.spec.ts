import { expect, test } from '../support/fixtures.ts';

test('an unknown path shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/this/path/does-not-exist');
  // The server answers its pre-rendered 404 page with the status; the router then hydrates it.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
