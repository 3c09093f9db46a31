import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { demoAccount, expect, expectAccessible, test } from '../support/fixtures.ts';
import { signIn } from '../support/journeys.ts';
import { newResearcherSpeaking } from '../support/admin-journeys.ts';
import { openScreen } from '../support/open-screen.ts';
import { routerScreens } from '../support/router-screens.ts';
import { newUserAtHome, optionGroup } from '../support/session-journeys.ts';

/**
 * Accessibility (issue 5): every screen of the app's router, scanned with axe in English and in
 * Arabic (right to left) — signed out, and signed in — with zero serious or critical violations;
 * and the session design, the face scale and the player used with the keyboard alone.
 */

// The sign-in forms appear once the ALTCHA proof of work is solved: give a busy machine time.
const BOT_CHECK = { timeout: 20_000 };

/**
 * Every screen of the web app's router, read at test time so a screen added there is scanned here
 * without anyone listing it. For someone who is not a researcher every console page is the same
 * refusal: it is scanned once, at /admin.
 */
function screenPaths({ researcher }: { researcher: boolean }): string[] {
  return routerScreens()
    .filter((screen) => researcher || screen.layout !== 'admin' || screen.path === '/admin')
    .map((screen) => screen.path);
}

/** A value for each `:param`: records the signed-in person has where there is one. */
function fill(path: string, values: Record<string, string>) {
  return path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');
}

/** Everything axe finds serious or critical on the page as it is now, one line each. */
async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens a path as `openScreen` does; the sign-in forms are scanned once the bot check is solved. */
async function openAndSettle(page: Page, path: string) {
  await openScreen(page, path);
  // The sign-in forms appear once the bot check's proof of work is solved: scan them filled in.
  if (/^\/(login|signup)$/i.test(new URL(page.url()).pathname)) {
    await expect(page.locator('form input').first()).toBeVisible(BOT_CHECK);
  }
}

/** Scans each path in turn; all are visited even when one fails, and the report names each. */
async function scanAll(page: Page, paths: string[], expectedDir: 'ltr' | 'rtl') {
  const report: Record<string, string[]> = {};
  for (const path of paths) {
    await openAndSettle(page, path);
    await expect(page.locator('html')).toHaveAttribute('dir', expectedDir);
    const found = await blockingViolations(page);
    if (found.length) report[`${path} → ${new URL(page.url()).pathname}`] = found;
  }
  expect(report).toEqual({});
}

const DESIGN = '1121';

/** Ids of the signed-in person's own records for the detail screens' paths. */
async function recordIds(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('resona.token'));
  const get = async (path: string) => {
    const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
    return res.ok() ? ((await res.json()) as { data: Record<string, unknown> }).data : {};
  };
  const history = (await get('/api/v1/library/exercise-history')).exercise_history_list as
    { exerciseHistoryID: number }[] | undefined;
  const favourites = (await get('/api/v1/library/favorite-exercise')).favorite_exercise_list as
    { exercise_id: number }[] | undefined;
  return {
    expId: DESIGN,
    exerciseHistoryID: String(history?.[0]?.exerciseHistoryID ?? 1),
    exercise_id: String(favourites?.[0]?.exercise_id ?? DESIGN),
    flag: '1',
    route: 'Setting',
  };
}

const SIGNED_OUT = ['/login', '/signup', '/Forgot', '/TermCondition', '/Privacy', '/no-such-page'];

test.describe('signed out', () => {
  for (const locale of ['en-US', 'ar']) {
    test.describe(locale, () => {
      test.use({ locale });
      test(`axe finds nothing serious on the sign-in screens (${locale})`, async ({ page }) => {
        test.setTimeout(180_000);
        await page.goto('/login');
        await expect(page.locator('form input').first()).toBeVisible(BOT_CHECK);
        await scanAll(page, SIGNED_OUT, locale === 'ar' ? 'rtl' : 'ltr');
      });
    });
  }
});

test('every screen of the router, signed in, in English: nothing serious for axe', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.goto('/login');
  await signIn(page, demoAccount());
  await expect(page).toHaveURL(/\/home$/i, { timeout: 15_000 });
  const ids = await recordIds(page);
  const paths = screenPaths({ researcher: false }).map((p) => fill(p, ids));
  expect(paths.length).toBeGreaterThan(30);
  await scanAll(page, paths, 'ltr');
});

test('every screen of the router, signed in, in Arabic (right to left): nothing serious for axe', async ({
  page,
}) => {
  test.setTimeout(600_000);
  // A researcher (the console's pages are scanned in Arabic too) whose survey's language step
  // made Arabic the account's language.
  await newResearcherSpeaking(page, 'العربية', 'rtl');
  const ids = await recordIds(page);
  await scanAll(
    page,
    screenPaths({ researcher: true }).map((p) => fill(p, ids)),
    'rtl',
  );
});

/** Presses Tab until `target` has the focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, 'reachable with the Tab key').toBeFocused();
}

/**
 * An arrow key in a radio group, held until the focus has moved: Radix moves the focus a task
 * later and checks the option it lands on only while the key is down (see rateByKeyboard).
 */
async function arrow(page: Page, key: string, next: Locator) {
  await page.keyboard.down(key);
  await expect(next).toBeFocused();
  await page.keyboard.up(key);
  await expect(next).toBeChecked();
}

/** Presses Tab until the focus is inside `container`. */
async function tabInto(page: Page, container: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await container.evaluate((el) => el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the group is not reachable with the Tab key');
}

/** In a radio group: Tab into it, then Space picks the focused option. */
async function chooseByKeyboard(page: Page, group: Locator) {
  await expect(group.getByRole('radio').first()).toBeVisible();
  await tabInto(page, group);
  await page.keyboard.press('Space');
  await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
}

test('design, face scale and player with the keyboard alone', async ({ page }) => {
  test.setTimeout(300_000);
  await page.clock.install();
  await newUserAtHome(page);
  await expect(page.getByRole('heading', { name: 'Design your session', level: 1 })).toBeVisible();

  // The design: each level chosen from the keyboard, top down as the cascade loads; the
  // arrow keys move the choice within a group.
  const goals = optionGroup(page, 'Goal');
  await chooseByKeyboard(page, goals);
  await arrow(page, 'ArrowDown', goals.getByRole('radio').nth(1));
  for (const group of ['Time', 'Narration', 'Theme']) {
    await chooseByKeyboard(page, optionGroup(page, group));
  }
  await tabTo(page, page.getByRole('button', { name: 'Start', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Home\/before-rating-section$/, { timeout: 15_000 });

  // The face scale: Tab in, Space picks, arrows move; Enter on Submit sends.
  const faces = page.getByRole('radio', { name: /^\d of 5/ });
  await expect(faces).toHaveCount(5);
  await tabTo(page, faces.first());
  await page.keyboard.press('Space');
  await expect(faces.first()).toBeChecked();
  await arrow(page, 'ArrowRight', faces.nth(1));
  await arrow(page, 'ArrowRight', faces.nth(2));
  await tabTo(page, page.getByRole('button', { name: 'Submit', exact: true }));
  const before = page.waitForResponse((r) =>
    r.url().endsWith('/api/v2/exercise/experience-feedback'),
  );
  await page.keyboard.press('Enter');
  expect((await before).request().postDataJSON()).toMatchObject({ type: 1, rating: 3 });

  // The player: every control reached with Tab and worked with Space or Enter.
  const sound = page.getByRole('switch', { name: 'Sound' });
  await expect(sound).toBeVisible({ timeout: 15_000 });
  await tabTo(page, sound);
  const soundWas = await sound.isChecked();
  await page.keyboard.press('Space');
  await expect(sound).toBeChecked({ checked: !soundWas });
  await page.keyboard.press('Space');
  await expect(sound).toBeChecked({ checked: soundWas });

  for (const [name, call] of [
    ['Like', '/like-dislike'],
    ['Dislike', '/like-dislike'],
    ['Favorite', '/favorite-exercise/'],
  ] as const) {
    const button = page.getByRole('button', { name, exact: true });
    await tabTo(page, button);
    const answered = page.waitForResponse((r) => r.url().includes(call));
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(200);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // The reply handled: a press while one is on its way is refused (aria-disabled), and on a
    // busy machine the reply's body can be read a while after its headers came.
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  }
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  const loop = page.getByRole('button', { name: /Loop this exercise/ });
  await tabTo(page, loop);
  await page.keyboard.press('Space');
  await expect(loop).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(loop).toHaveAttribute('aria-pressed', 'false');

  // The goal's info and the share panel open with Enter and close with Escape, focus returned.
  for (const [trigger, panelRole] of [
    [page.getByRole('button', { name: /^About / }), 'dialog'],
    [page.getByRole('button', { name: 'Share', exact: true }), 'dialog'],
  ] as const) {
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect(page.getByRole(panelRole)).toBeVisible();
    // The panel takes the focus as it starts listening for Escape: a key pressed in the instant
    // it is drawn, before that, would go to the page behind it.
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole(panelRole)).toHaveCount(0);
    await expect(trigger).toBeFocused();
  }

  const feedback = page.getByRole('button', { name: 'Feedback', exact: true });
  await tabTo(page, feedback);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Feedback' });
  await expect(panel).toBeVisible();
  const text = panel.getByRole('textbox', { name: 'Your feedback on this exercise' });
  await tabTo(page, text);
  await page.keyboard.type('Typed without a mouse.');
  await tabTo(page, panel.getByRole('button', { name: 'Submit', exact: true }));
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/exercise/feedback'));
  await page.keyboard.press('Enter');
  expect((await sent).status()).toBe(200);
  await tabTo(page, panel.getByRole('button', { name: 'Close', exact: true }));
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  await expect(feedback, 'focus returns to the button that opened the panel').toBeFocused();

  const begin = page.getByRole('button', { name: 'Begin', exact: true });
  await tabTo(page, begin);
  await page.keyboard.press('Enter');
  const skip = page.getByRole('button', { name: 'Skip intro', exact: true });
  await tabTo(page, skip);
  await page.keyboard.press('Enter');
  const pause = page.getByRole('button', { name: 'Pause', exact: true });
  await tabTo(page, pause);
  await page.keyboard.press('Enter');
  const resume = page.getByRole('button', { name: 'Resume', exact: true });
  await expect(resume).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pause).toBeFocused();

  // The session ends by itself; the after rating is keyboard-only too.
  await page.clock.fastForward('05:30');
  await expect(page).toHaveURL(/\/Home\/new-after-rating$/, { timeout: 15_000 });
  await expectAccessible(page);
  await tabTo(page, faces.first());
  await page.keyboard.press('Space');
  await arrow(page, 'ArrowRight', faces.nth(1));
  await tabTo(page, page.getByRole('button', { name: 'Submit', exact: true }));
  const after = page.waitForResponse((r) =>
    r.url().endsWith('/api/v2/exercise/experience-feedback'),
  );
  await page.keyboard.press('Enter');
  expect((await after).request().postDataJSON()).toMatchObject({ type: 2, rating: 2 });
});
