import { demoAccount, expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/journeys.ts';

/**
 * The public pages come from the server already drawn (decision 059): their words are in the
 * HTML before any script runs, in the visitor's language; the browser then hydrates that HTML
 * rather than drawing the page again, and the page works as before.
 */

/** The text a person reads in a page's HTML: tags dropped, entities of these words untouched. */
function wordsOf(html: string) {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

test('the HTML sent for /login and /signup holds their words, labels and buttons', async ({
  request,
}) => {
  const login = await request.get('/login');
  expect(login.status()).toBe(200);
  expect(login.headers()['content-type']).toMatch(/^text\/html/);
  const loginWords = wordsOf(await login.text());
  for (const words of ['Welcome back', 'Email', 'Password', 'Sign in', 'Forgot password?']) {
    expect(loginWords).toContain(words);
  }
  // Even while the bot check still covers the form, which the HTML shows running.
  expect(loginWords).toContain('Checking if the site connection is secure');

  const signupWords = wordsOf(await (await request.get('/signup')).text());
  for (const words of ['Email', 'Password', 'Confirm password', 'Access code', 'Sign up']) {
    expect(signupWords).toContain(words);
  }
});

test('the server picks the language of the cookie the app sets, else of the browser', async ({
  request,
}) => {
  const french = await request.get('/LOGIN', { headers: { Cookie: 'resona_lang=fr' } });
  const frenchHtml = await french.text();
  expect(frenchHtml).toContain('<html lang="fr" dir="ltr">');
  expect(french.headers()['vary']).toMatch(/Cookie/);
  const arabic = await request.get('/login', { headers: { 'Accept-Language': 'ar-EG,ar;q=0.9' } });
  expect(await arabic.text()).toContain('<html lang="ar" dir="rtl">');
});

test("a signed-in screen's shell preloads that screen's code, not /home's", async ({ request }) => {
  const scripts = async (path: string) => {
    const html = await (await request.get(path)).text();
    // The files start-after-paint.js preloads once the page is drawn (decision 125).
    const preloads = /data-preloads="([^"]*)"/.exec(html)?.[1] ?? '';
    return preloads
      .split(' ')
      .filter(Boolean)
      .map((href) => href.replace(/^\//, ''));
  };
  // The chunk a screen's code is in, named by a module only that screen group's chunk holds.
  const chunkOf = async (path: string, marker: string) => {
    const preloaded = await scripts(path);
    const found = [];
    for (const file of preloaded) {
      if ((await (await request.get(`/${file}`)).text()).includes(marker)) found.push(file);
    }
    return { preloaded, found };
  };
  const home = await chunkOf('/home', 'SessionDesignPage');
  expect(home.found.length).toBeGreaterThan(0);
  const history = await chunkOf('/MyHistory', 'HistoryDetailPage');
  expect(history.found.length).toBeGreaterThan(0);
  // /home's screen is not preloaded on History, nor History's on /home.
  for (const file of home.found) expect(history.preloaded).not.toContain(file);
  for (const file of history.found) expect(home.preloaded).not.toContain(file);
});

test('without JavaScript, /login still shows its form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await context.close();
});

test('before the app takes a page over, nothing on it can be used; then everything can', async ({
  browser,
  page,
}) => {
  // Without the app, /Forgot's form and the language choice would act natively: the choice
  // lost at hydration, the address sent into the URL.
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const still = await context.newPage();
  await still.goto('/Forgot');
  await expect(still.locator('#root')).toHaveAttribute('inert', '');
  await expect(still.getByLabel('Email', { exact: true })).toBeVisible();
  await still.getByLabel('Email', { exact: true }).focus();
  await expect(still.getByLabel('Email', { exact: true })).not.toBeFocused();
  await context.close();

  await page.goto('/Forgot');
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 15_000 });
  await page.getByLabel('Language', { exact: true }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the pre-rendered /login hydrates, signs in, and sends a signed-in person on', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The heading the server sent, kept before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { sentHeading?: Element | null }).sentHeading = document.querySelector('h1');
    });
  });
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeEnabled({ timeout: 15_000 });
  // Hydrated: React took over the server's elements instead of drawing new ones.
  const sameHeading = await page.evaluate(() => {
    const sent = (window as { sentHeading?: Element | null }).sentHeading;
    return Boolean(sent) && sent === document.querySelector('h1');
  });
  expect(sameHeading).toBe(true);

  await signIn(page, demoAccount());
  await expect(page).not.toHaveURL(/\/login$/i, { timeout: 15_000 });
  // Signed in, /login is still the guard's: it routes the person on after hydrating.
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login$/i, { timeout: 15_000 });
  expect(errors).toEqual([]);
});
