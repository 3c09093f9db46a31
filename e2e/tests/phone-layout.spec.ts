import type { Page } from '@playwright/test';
import { newResearcherSpeaking } from '../support/admin-journeys.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectCentredOn } from '../support/layout.ts';
import { openScreen } from '../support/open-screen.ts';
import { appLayoutMatcher, routerScreens, type ScreenLayout } from '../support/router-screens.ts';
import {
  newUserAtHome,
  pacerOf,
  switchOffCountdown,
  toThePlayer,
} from '../support/session-journeys.ts';

/**
 * Phone first (issue 16): every screen of the router at 360×740 and 390×844, in English and in
 * Arabic (right to left). No screen scrolls sideways; the signed-in screens keep their tab bar
 * in view at the bottom with 44 px targets, and the bell and account button at the header's far
 * end; calibration's Start is in view without scrolling; toasts come up from the bottom, two at
 * most; the player has the screen to itself while breathing.
 */

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;
const MIN_TARGET = 44;

interface Words {
  dir: 'ltr' | 'rtl';
  nav: string;
  homeLink: string;
  account: string;
  toastRegion: RegExp;
}

const ENGLISH: Words = {
  dir: 'ltr',
  nav: 'Main',
  homeLink: 'Resona home',
  account: 'Account menu',
  toastRegion: /^Messages \(F8\)$/,
};
const ARABIC: Words = {
  dir: 'rtl',
  nav: 'القائمة الرئيسية',
  homeLink: 'الصفحة الرئيسية لـ Resona',
  account: 'قائمة الحساب',
  toastRegion: /^الرسائل \(F8\)$/,
};

/** A value for each `:param` (the new person has no records: their screens say so). */
const fill = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'expId' ? '1121' : name === 'route' ? 'Setting' : '1',
  );

/** What is wrong with the screen as it is now, one line each; [] when nothing is. */
async function layoutProblems(page: Page, layout: ScreenLayout, words: Words): Promise<string[]> {
  const problems: string[] = [];
  const viewport = page.viewportSize()!;
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (scrollWidth > clientWidth) problems.push(`scrolls sideways: ${scrollWidth} > ${clientWidth}`);

  const tooSmall = async (name: string, box: { width: number; height: number } | null) => {
    if (!box) problems.push(`${name} is not drawn`);
    else if (box.width < MIN_TARGET || box.height < MIN_TARGET) {
      problems.push(`${name} is ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  };

  if (layout === 'app') {
    const nav = page.getByRole('navigation', { name: words.nav, exact: true });
    const links = nav.getByRole('link');
    const count = await links.count();
    if (count < 4) problems.push(`the tab bar has ${count} links`);
    for (let i = 0; i < count; i += 1) {
      const link = links.nth(i);
      const name = `tab "${await link.innerText()}"`;
      const box = await link.boundingBox();
      await tooSmall(name, box);
      if (box && (box.x < 0 || box.x + box.width > viewport.width + 0.5)) {
        problems.push(`${name} is out of view sideways`);
      }
      // In view at the bottom of the screen, whatever the page's scroll.
      if (box && (box.y + box.height > viewport.height + 0.5 || box.y < viewport.height - 120)) {
        problems.push(`${name} is not at the bottom (y ${Math.round(box.y)})`);
      }
    }
    const current = await nav.locator('[aria-current="page"]').count();
    if (current > 1) problems.push(`${current} tabs are marked current`);
    for (const [name, control] of [
      ['the bell', page.getByTestId('notification-bell')],
      ['the account button', page.getByRole('button', { name: words.account, exact: true })],
    ] as const) {
      const box = await control.boundingBox();
      await tooSmall(name, box);
      if (!box) continue;
      const atEnd =
        words.dir === 'ltr' ? box.x > viewport.width / 2 : box.x + box.width < viewport.width / 2;
      if (!atEnd) problems.push(`${name} is not at the header's far end`);
      if (box.y > 80) problems.push(`${name} is not in the top bar`);
    }
  } else if (layout === 'simple') {
    await expect(page.getByRole('link', { name: words.homeLink, exact: true })).toBeInViewport();
  } else {
    // The console's own side navigation — on a phone folded behind its menu button — or (not a
    // researcher) its one message.
    const folded = page.locator('button[aria-controls="admin-nav"]');
    await expect(
      page.getByRole('navigation').or(folded).filter({ visible: true }).first(),
    ).toBeVisible();
  }
  return problems;
}

/** Visits every router screen at both phone sizes; all are visited before the report fails. */
async function visitEveryScreen(page: Page, words: Words) {
  const inAppLayout = appLayoutMatcher();
  const report: Record<string, string[]> = {};
  for (const { path, layout } of [
    ...routerScreens(),
    { path: '/no-such-page', layout: 'simple' as const },
  ]) {
    // Opened once at the narrower size, then turned to the wider one as a resized window is:
    // the layout answers the viewport, not the load (half the page loads of a sweep).
    for (const [i, phone] of PHONES.entries()) {
      await page.setViewportSize(phone);
      if (i === 0) await openScreen(page, fill(path));
      else await page.evaluate(() => new Promise(requestAnimationFrame));
      await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
      // A redirect (an onboarding step already done) is judged by where it landed.
      const landed = new URL(page.url()).pathname;
      const actual: ScreenLayout =
        layout === 'admin' ? 'admin' : inAppLayout(landed) ? 'app' : 'simple';
      const problems = await layoutProblems(page, actual, words);
      if (problems.length) report[`${path} → ${landed} @${phone.width}`] = problems;
    }
  }
  expect(report).toEqual({});
}

/** Calibration's Start, in view with no scrolling, at each phone size and on a laptop. */
async function expectStartInView(page: Page, start: string) {
  for (const size of [...PHONES, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await openScreen(page, '/calibration');
    const button = page.getByRole('button', { name: start, exact: true });
    await expect(button).toBeVisible();
    await expect(button, `Start at ${size.width}×${size.height}`).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // No seconds count down before the first breath, and the words sit centred under the guide.
    await expect(page.locator('figure figcaption [aria-hidden="true"]')).toBeHidden();
    const figure = page.locator('figure');
    await expectCentredOn(
      figure.locator('figcaption [aria-live]'),
      figure.locator(':scope > [aria-hidden="true"]'),
    );
  }
}

test.describe('signed out', () => {
  for (const [locale, words] of [
    ['en-US', ENGLISH],
    ['ar', ARABIC],
  ] as const) {
    test.describe(locale, () => {
      test.use({ locale });
      test(`the public screens fit a phone (${locale})`, async ({ page }) => {
        test.setTimeout(180_000);
        const report: Record<string, string[]> = {};
        for (const path of ['/login', '/signup', '/Forgot', '/TermCondition', '/Privacy', '/x']) {
          for (const phone of PHONES) {
            await page.setViewportSize(phone);
            await openScreen(page, path);
            await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
            const problems = await layoutProblems(page, 'simple', words);
            if (problems.length) report[`${path} @${phone.width}`] = problems;
          }
        }
        expect(report).toEqual({});
      });
    });
  }
});

test('every screen of the router fits a phone, in English', async ({ page }) => {
  test.setTimeout(600_000);
  await newResearcherSpeaking(page, 'English', 'ltr');
  await expectStartInView(page, 'Start');
  await visitEveryScreen(page, ENGLISH);
});

/** The web app's own catalogue of a language: the labels as the person reads them. */
async function catalogue(code: string) {
  // A computed path: the catalogue belongs to the web app's program, not to this one's.
  const path = `../../apps/web/src/i18n/locales/${code}/index.ts`;
  return (
    (await import(path)) as {
      default: {
        calibration: { start: string };
        accountSettings: { language: { save: string } };
      };
    }
  ).default;
}

test("calibration's Start is in view in every language, whose words run longer than English's", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await newResearcherSpeaking(page, 'English', 'ltr');
  let save = (await catalogue('en')).accountSettings.language.save;
  for (const [code, name] of [
    ['de', 'Deutsch'],
    ['fr', 'Français'],
    ['es', 'Español'],
    ['uk', 'Українська'],
  ] as const) {
    // The account's language, chosen in Settings as a person does.
    await openScreen(page, '/Setting/Language-setting/1');
    await page.getByRole('radio', { name, exact: true }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/user-language'));
    await page.getByRole('button', { name: save, exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    const words = await catalogue(code);
    await expectStartInView(page, words.calibration.start);
    save = words.accountSettings.language.save;
  }
});

test('every screen of the router fits a phone, in Arabic (right to left)', async ({ page }) => {
  test.setTimeout(600_000);
  await newResearcherSpeaking(page, 'العربية', 'rtl');
  await expectStartInView(page, 'ابدأ');
  await visitEveryScreen(page, ARABIC);
});

/**
 * Stops the page's clock (installed) a moment ahead: timers wait until it is resumed. The page's
 * time runs on while this asks for it, so a moment too short to reach is tried again, longer.
 */
async function holdTheClock(page: Page) {
  for (const ahead of [50, 200, 500, 1000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
  throw new Error("the page's clock could not be held");
}

/**
 * With the clock held, lets it run in small steps (the page's zero-delay work: TanStack Query
 * calls back on a timer) until `shown` is true: a few hundred milliseconds of the page's time,
 * however long the machine takes.
 */
async function stepUntil(page: Page, shown: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(20);
        return shown();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('toasts come up from the bottom above the tab bar, two at most, in a named region', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await newUserAtHome(page);
  await page.setViewportSize(PHONES[0]);
  await openScreen(page, '/Setting/Support');
  await page.getByLabel('Subject', { exact: true }).fill('A question');
  await page.getByLabel('Message', { exact: true }).fill('How long should I breathe each day?');
  // Offline, each Send says so in a toast: three in a row leave the newest two. The page's
  // clock stands still while they are measured: a toast lasts two seconds, which a busy
  // machine can spend between two steps of a test.
  await holdTheClock(page);
  await context.setOffline(true);
  const send = page.getByRole('button', { name: 'Send', exact: true });
  for (let i = 0; i < 3; i += 1) await send.click();
  const region = page.getByRole('region', { name: ENGLISH.toastRegion });
  const toasts = region.locator('li');
  await expect(toasts.first()).toBeVisible();
  await expect(toasts).toHaveCount(2);
  const header = (await page.getByRole('banner').boundingBox())!;
  const tabBar = (await page
    .getByRole('navigation', { name: ENGLISH.nav, exact: true })
    .boundingBox())!;
  for (const box of [await toasts.first().boundingBox(), await toasts.last().boundingBox()]) {
    expect(box).not.toBeNull();
    expect(box!.y, 'below the header and its controls').toBeGreaterThan(header.y + header.height);
    expect(box!.y + box!.height, 'above the tab bar').toBeLessThanOrEqual(tabBar.y);
    expect(box!.y, 'in the lower half of the screen').toBeGreaterThan(PHONES[0].height / 2);
  }
  await context.setOffline(false);
  await page.clock.resume();
});

test('while breathing the player has the screen; a pause brings the tab bar back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await newUserAtHome(page);
  await page.setViewportSize(PHONES[0]);
  await toThePlayer(page, {
    goal: 'Stress resilience',
    time: '5 min',
    narration: 'No narration',
    theme: 'Ocean',
  });
  const tabBar = page.getByRole('navigation', { name: ENGLISH.nav, exact: true });
  await expect(tabBar).toBeInViewport();

  // A message that arrives as breathing starts (here: the like's confirmation), kept on the
  // screen by a clock that stands still until it is measured.
  await holdTheClock(page);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  const toast = page.getByRole('region', { name: ENGLISH.toastRegion }).locator('li');
  await stepUntil(page, async () => (await toast.count()) === 1);
  // Breathing starts as the intro is skipped (the clock stands still: no 3-2-1 to wait out).
  await switchOffCountdown(page);
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  const skip = page.getByRole('button', { name: 'Skip intro', exact: true });
  await stepUntil(page, () => skip.isVisible());
  await skip.click();
  const pause = page.getByRole('button', { name: 'Pause', exact: true });
  await stepUntil(page, () => pause.isVisible());
  await expect(tabBar).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  // While breathing the message shows at the top, over none of the controls at the bottom.
  await expect(toast).toBeInViewport();
  const message = (await toast.boundingBox())!;
  expect(message.y + message.height).toBeLessThan(PHONES[0].height / 2);
  await page.clock.resume();
  // The guide and the controls fit the screen; the controls sit in its lower part.
  await expect(page.locator('figure').first()).toBeInViewport({ ratio: 1 });
  for (const control of [pause, page.getByRole('link', { name: 'End session' })]) {
    await expect(control).toBeInViewport({ ratio: 1 });
    const box = (await control.boundingBox())!;
    expect(box.y).toBeGreaterThan(PHONES[0].height / 2);
    expect(box.height).toBeGreaterThanOrEqual(MIN_TARGET);
  }
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

  await pause.click();
  await expect(page.getByRole('button', { name: 'Resume', exact: true })).toBeFocused();
  const { caption, guide } = pacerOf(page);
  await expect(caption).toHaveText('Paused');
  await expectCentredOn(caption, guide);
  await expect(tabBar).toBeInViewport();
  await expect(page.getByRole('banner')).toBeVisible();
});
