import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

const LANGUAGES = ['en', 'fr', 'de', 'ar', 'uk', 'es'];

// Signed-in visitors are sent away from these pages: see onboarding.spec.ts.
for (const path of ['/Video', '/Home-Policy']) {
  test(`a signed-out visitor sees the promo page at ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(
      page.getByRole('heading', { name: 'Breathe at your own pace', level: 1 }),
    ).toBeVisible();
    await expect(page.getByLabel('Resona promo video')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('link', { name: 'Sign in instead' })).toBeVisible();
    await expectAccessible(page);
  });
}

/** The subtitle tracks as the browser sees them: language and mode (in any interface language). */
function trackModes(page: Page) {
  return page
    .locator('video')
    .evaluate((video: HTMLVideoElement) =>
      Object.fromEntries(Array.from(video.textTracks, (track) => [track.language, track.mode])),
    );
}

test('the promo film loads only when played, with subtitles in the interface language', async ({
  page,
}) => {
  const media: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|mp4)(\?|$)/.test(request.url())) media.push(request.url());
  });
  await page.goto('/Video');
  const video = page.getByLabel('Resona promo video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('poster', /\.webp$/);
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('preload', 'none');
  expect(await video.getAttribute('autoplay')).toBeNull();
  await expect(video.locator('source')).toHaveCount(2);
  await expect(video.locator('track')).toHaveCount(6);
  expect(await trackModes(page)).toEqual({
    en: 'showing',
    fr: 'disabled',
    de: 'disabled',
    ar: 'disabled',
    uk: 'disabled',
    es: 'disabled',
  });
  // The poster is on screen and the page is idle: still no byte of the film.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.networkState))
    .toBe(1 /* NETWORK_IDLE */);
  expect(media).toEqual([]);

  // Pressing play is what fetches the film; its first subtitle appears in English.
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => media.length).toBeGreaterThan(0);
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => {
        const english = Array.from(v.textTracks).find((track) => track.language === 'en');
        const cue = english?.activeCues?.[0];
        return cue instanceof VTTCue ? cue.text : null;
      }),
    )
    .toBe('Resona: guided slow breathing, at your own pace.');
  await video.evaluate((v: HTMLVideoElement) => v.pause());

  // In Arabic the Arabic subtitles take over, and the transcript is in Arabic too.
  await page.getByLabel('Language', { exact: true }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => trackModes(page).then((modes) => modes.ar)).toBe('showing');
  expect((await trackModes(page)).en).toBe('disabled');
  await page.getByText('اقرأ نص الفيديو').click();
  await expect(page.getByText('تنفّس على إيقاعك مع Resona.')).toBeVisible();
});

test('the film, its poster and its subtitles are served with their types, small', async ({
  page,
  request,
}) => {
  await page.goto('/Home-Policy');
  const video = page.getByLabel('Resona promo video');
  const urlOf = (locator: ReturnType<Page['locator']>, attribute: string) =>
    locator.evaluate(
      (el, name) => new URL(el.getAttribute(name) ?? '', location.href).href,
      attribute,
    );
  const webm = await urlOf(video.locator('source[type^="video/webm"]'), 'src');
  const files: [string, RegExp][] = [
    [await urlOf(video, 'poster'), /^image\/webp/],
    [webm, /^video\/webm/],
    [await urlOf(video.locator('source[type^="video/mp4"]'), 'src'), /^video\/mp4/],
  ];
  for (const code of LANGUAGES) {
    files.push([await urlOf(video.locator(`track[srclang="${code}"]`), 'src'), /^text\/vtt/]);
  }
  for (const [url, type] of files) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(type);
    // Named by content, so cached for good; a re-made film gets new names.
    expect(response.headers()['cache-control'], url).toContain('immutable');
    expect((await response.body()).byteLength, url).toBeLessThan(1024 * 1024);
  }
  // Browsers fetch a film in ranges, to start playing before it is all there.
  const part = await request.get(webm, { headers: { Range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect((await part.body()).byteLength).toBe(100);
});
