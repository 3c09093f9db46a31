import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/journeys.ts';
import { useOwnServer } from '../support/own-server.ts';

/**
 * The Terms and the Privacy notice (spec §2: "external page"): every link the app shows goes to
 * the addresses the server names in GET content/urls — its own pages by default, the pages a
 * deployment keeps elsewhere when TERMS_URL and PRIVACY_URL say so.
 */

const TERMS_URL = 'https://legal.resona.example/terms';
const PRIVACY_URL = 'https://legal.resona.example/privacy';

function footerLink(page: Page, name: string) {
  return page.getByRole('contentinfo').getByRole('link', { name, exact: true });
}

async function opensBeside(link: ReturnType<typeof footerLink>, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

test('by default the footer opens Resona’s own Terms and Privacy pages', async ({ page }) => {
  await page.goto('/login');
  await footerLink(page, 'Terms').click();
  await expect(page).toHaveURL(/\/TermCondition$/);
  await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
  await footerLink(page, 'Privacy').click();
  await expect(page).toHaveURL(/\/Privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
});

test.describe('a deployment that keeps its Terms and Privacy elsewhere', () => {
  const ownServer = useOwnServer({ TERMS_URL, PRIVACY_URL });

  test('the sign-in page, the sign-up form and the signed-in footer link to them', async ({
    page,
  }) => {
    const server = ownServer();
    await page.goto(`${server.baseUrl}/login`);
    await opensBeside(footerLink(page, 'Terms'), TERMS_URL);
    await opensBeside(footerLink(page, 'Privacy'), PRIVACY_URL);

    await page.goto(`${server.baseUrl}/signup`);
    const form = page.locator('form');
    await opensBeside(form.getByRole('link', { name: 'Terms of Service' }), TERMS_URL);
    await opensBeside(form.getByRole('link', { name: 'Privacy Policy' }), PRIVACY_URL);

    await page.goto(`${server.baseUrl}/login`);
    await signIn(page, server.demo);
    await expect(page).toHaveURL(/\/Home$/i);
    await opensBeside(footerLink(page, 'Terms of use'), TERMS_URL);
    await opensBeside(footerLink(page, 'Privacy'), PRIVACY_URL);
    // The app's own pages still answer for anyone who has their address.
    await footerLink(page, 'About Us').click();
    await expect(page).toHaveURL(/\/Setting\/AboutUs$/);
  });
});
