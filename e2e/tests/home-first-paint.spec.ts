import { demoAccount, expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/journeys.ts';

/**
 * /home comes from the server with the design screen's choices drawn (decision 106): the goals
 * and themes of the server's catalogue in the app's language, before any script runs; the
 * browser hydrates that page, and a goal chosen the moment it can be is kept when the person's
 * saved default arrives after it.
 */

/** The text a person reads in a page's HTML: tags dropped. */
function wordsOf(html: string) {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

test("/home's HTML holds the goal and theme choices, in English and in Arabic", async ({
  request,
}) => {
  const english = await request.get('/home', { headers: { Cookie: 'resona_lang=en' } });
  expect(english.status()).toBe(200);
  // The same strict policy as every page: the lists ride in an attribute, not an inline script.
  expect(english.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  const englishHtml = await english.text();
  expect(englishHtml).toContain('<html lang="en" dir="ltr">');
  expect(englishHtml).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  const englishWords = wordsOf(englishHtml);
  for (const words of ['Design your session', 'Stress resilience', 'Focus', 'Sleep', 'Ocean']) {
    expect(englishWords).toContain(words);
  }

  const arabic = await request.get('/Home', { headers: { Cookie: 'resona_lang=ar' } });
  const arabicHtml = await arabic.text();
  expect(arabicHtml).toContain('<html lang="ar" dir="rtl">');
  const arabicWords = wordsOf(arabicHtml);
  for (const words of ['المرونة في مواجهة التوتر', 'التركيز', 'النوم']) {
    expect(arabicWords).toContain(words);
  }
  expect(arabicWords).not.toContain('Stress resilience');
});

test('without JavaScript, /home shows its goals as choices', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ar' });
  const page = await context.newPage();
  await page.goto('/home');
  const goals = page.getByRole('radiogroup', { name: 'الهدف' });
  await expect(goals.getByRole('radio')).toHaveCount(3);
  await expect(goals.getByText('النوم', { exact: true })).toBeVisible();
  await context.close();
});

test('/home hydrates, and a goal chosen at once is kept when the saved default arrives', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/login');
  await signIn(page, demoAccount());
  await expect(page).not.toHaveURL(/\/login$/i, { timeout: 15_000 });
  // The saved default is Sleep, 10 minutes, no narration: not the goal chosen below.
  const token = await page.evaluate(() => localStorage.getItem('resona.token'));
  const saved = await page.request.post('/api/v2/exercise/set-default', {
    headers: { Authorization: `Bearer ${token}` },
    data: { goal_id: 3, duration_minute_id: 2, narration_id: 1 },
  });
  expect(saved.status()).toBe(200);

  // The goal the server sent, kept before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const radio = document.querySelector('[role="radiogroup"] input[type="radio"]');
      (window as { sentGoal?: Element | null }).sentGoal = radio;
    });
  });
  const defaultRead = page.waitForResponse((r) => r.url().includes('/exercise/get_default'));
  await page.goto('/home');
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 15_000 });
  const goals = page.getByRole('radiogroup', { name: 'Goal' });
  await goals.getByRole('radio', { name: 'Focus' }).click();
  await expect(goals.getByRole('radio', { name: 'Focus' })).toBeChecked();

  // Hydrated: React took over the server's elements instead of drawing new ones.
  const sameGoal = await page.evaluate(() => {
    const sent = (window as { sentGoal?: Element | null }).sentGoal;
    return (
      Boolean(sent) && sent === document.querySelector('[role="radiogroup"] input[type="radio"]')
    );
  });
  expect(sameGoal).toBe(true);

  await defaultRead;
  // The default's own durations have come and gone; the person's choice stands, and its times show.
  await expect(
    page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first(),
  ).toBeVisible();
  await expect(goals.getByRole('radio', { name: 'Focus' })).toBeChecked();
  await expect(goals.getByRole('radio', { name: 'Sleep' })).not.toBeChecked();
  expect(errors).toEqual([]);
});
