import { expect, expectAccessible, test } from '../support/fixtures.ts';

// Signed-in visitors are sent away from these pages: see onboarding.spec.ts.
for (const path of ['/Video', '/Home-Policy']) {
  test(`a signed-out visitor sees the promo page at ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(
      page.getByRole('heading', { name: 'Breathe at your own pace', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('link', { name: 'Sign in instead' })).toBeVisible();
    await expectAccessible(page);
  });
}
