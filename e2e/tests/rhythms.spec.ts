import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { expectToast } from '../support/library-journeys.ts';
import { newSubscribedUser } from '../support/session-journeys.ts';
import { unansweredWrites } from '../support/write-queue.ts';

const PHONE = { width: 390, height: 844 };

/** The names of the person's own rhythms, in their order on /rhythms. */
function myRhythmNames(page: Page) {
  return page.getByRole('region', { name: 'Your rhythms' }).getByRole('heading', { level: 3 });
}

/** The page never scrolls sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/**
 * My rhythms (issue 30) on a phone: make a rhythm of four phases that eases down, see both of its
 * readings, copy a starting point and edit it, put the two in another order, delete one.
 */
test('make, edit, reorder and delete rhythms on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.clock.install();
  await newSubscribedUser(page);

  await page.goto('/Setting');
  await page.getByRole('link', { name: 'My rhythms' }).click();
  await expect(page).toHaveURL(/\/rhythms$/);
  await expect(page.getByRole('heading', { name: 'My rhythms', level: 1 })).toBeVisible();
  await expect(
    page.getByText('You have no rhythms of your own yet.', { exact: false }),
  ).toBeVisible();
  // My resonance pace is the default and follows calibration: nothing to copy.
  const starts = page.getByRole('region', { name: 'Starting points' });
  await expect(starts.getByText('My resonance pace')).toBeVisible();
  await expect(starts.getByText('Default', { exact: true })).toBeVisible();
  await expect(starts.getByRole('link', { name: 'Copy My resonance pace' })).toHaveCount(0);
  await expect(starts.getByText('4 · 7 · 8 · 0 s — 3.16 breaths a minute')).toBeVisible();
  await expectAccessible(page);

  // A new rhythm in seconds per phase, with the pace shown as it is typed.
  await page.getByRole('link', { name: 'New rhythm' }).click();
  await expect(page).toHaveURL(/\/rhythms\/new$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Evening');
  await page.getByRole('spinbutton', { name: 'Breathe in (s)' }).fill('25');
  await page.getByRole('spinbutton', { name: 'Hold after breathing in (s)' }).fill('7');
  await page.getByRole('spinbutton', { name: 'Breathe out (s)' }).fill('8');
  await page.getByRole('spinbutton', { name: 'Hold after breathing out (s)' }).fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Breathing in and breathing out each last 1 to 20 seconds'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/rhythms\/new$/);
  await page.getByRole('spinbutton', { name: 'Breathe in (s)' }).fill('4');
  await expect(
    page.getByText('Breathing in and breathing out each last 1 to 20 seconds'),
  ).toHaveCount(0);
  await expect(page.getByText('3.16 breaths a minute')).toBeVisible();
  // It eases down from 7 breaths a minute over 3 minutes.
  await page.getByRole('checkbox', { name: /Ease down/ }).check();
  await page.getByRole('spinbutton', { name: 'Start at (breaths a minute)' }).fill('7');
  await page.getByRole('spinbutton', { name: 'Ease down over (minutes)' }).fill('3');
  await expect(page.getByText('7 → 3.16 over 3 min')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Rhythm saved');
  await expect(page).toHaveURL(/\/rhythms$/);
  await expect(myRhythmNames(page)).toHaveText(['Evening']);
  const mine = page.getByRole('region', { name: 'Your rhythms' });
  await expect(mine.getByText('4 · 7 · 8 · 0 s — 3.16 breaths a minute')).toBeVisible();
  await expect(mine.getByText('7 → 3.16 over 3 min')).toBeVisible();

  // A copy of Coherent 5.5, typed as a pace: its seconds show as it is edited.
  await page.getByRole('link', { name: 'Copy Coherent 5.5' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Coherent 5.5');
  await expect(page.getByRole('radio', { name: 'Pace, ratio and holds' })).toBeChecked();
  await expect(page.getByText('5.45 s in · 5.45 s out')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Rhythm saved');
  await expect(myRhythmNames(page)).toHaveText(['Evening', 'Coherent 5.5']);

  await page.getByRole('link', { name: 'Edit Coherent 5.5' }).click();
  await expect(page.getByRole('heading', { name: 'Edit rhythm', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Slow five');
  await page.getByRole('spinbutton', { name: 'Pace (breaths a minute)' }).fill('5');
  await expect(page.getByText('6 s in · 6 s out')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Rhythm saved');
  await expect(myRhythmNames(page)).toHaveText(['Evening', 'Slow five']);
  await expect(mine.getByText('5 breaths a minute · 1:1 — 6 · 0 · 6 · 0 s')).toBeVisible();

  // Reordered with buttons, and kept so.
  await expect(page.getByRole('button', { name: 'Move Evening up' })).toBeDisabled();
  await page.getByRole('button', { name: 'Move Slow five up' }).click();
  await expectToast(page, 'Rhythms reordered');
  await expect(myRhythmNames(page)).toHaveText(['Slow five', 'Evening']);
  await page.reload();
  await expect(myRhythmNames(page)).toHaveText(['Slow five', 'Evening']);

  // Deleted after a question; No keeps it.
  await page.getByRole('button', { name: 'Delete Evening' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this rhythm?' });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(myRhythmNames(page)).toHaveText(['Slow five', 'Evening']);
  await page.getByRole('button', { name: 'Delete Evening' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Rhythm deleted');
  await expect(myRhythmNames(page)).toHaveText(['Slow five']);
  await page.reload();
  await expect(myRhythmNames(page)).toHaveText(['Slow five']);
  await expectNoSidewaysScroll(page);
});

test('the rhythm form in Arabic: right to left, and its messages in Arabic', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.clock.install();
  await newSubscribedUser(page);
  await page.goto('/Setting/Language-setting/1');
  await page.getByRole('radio', { name: 'العربية' }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/user-language'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');

  await page.goto('/rhythms');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'إيقاعاتي', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'إيقاع جديد' }).click();
  await expect(page.getByRole('heading', { name: 'إيقاع جديد', level: 1 })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'الشهيق (ث)', exact: true }).fill('25');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByText('أعطِ إيقاعك اسمًا')).toBeVisible();
  await expect(page.getByText('يستمر كلٌّ من الشهيق والزفير من 1 إلى 20 ثانية')).toBeVisible();
  // The name's message sits under its field, the field on the right edge's side of the page.
  const field = await page.getByRole('textbox', { name: 'الاسم', exact: true }).boundingBox();
  const label = await page.getByText('الاسم', { exact: true }).boundingBox();
  expect(label!.x + label!.width).toBeGreaterThan(field!.x + field!.width - 2);
  await expectNoSidewaysScroll(page);

  await page.getByRole('textbox', { name: 'الاسم', exact: true }).fill('مساء');
  await page.getByRole('spinbutton', { name: 'الشهيق (ث)', exact: true }).fill('4');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByText('تم حفظ الإيقاع').first()).toBeVisible();
  await expect(page).toHaveURL(/\/rhythms$/);
  await expect(page.getByRole('heading', { name: 'مساء', level: 3 })).toBeVisible();
  await expectAccessible(page);
});

test('a rhythm made offline shows at once and reaches Resona once when back online', async ({
  context,
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.clock.install();
  await newSubscribedUser(page);
  await page.goto('/rhythms');
  await expect(page.getByRole('heading', { name: 'My rhythms', level: 1 })).toBeVisible();
  await expect(
    page.getByText('You have no rhythms of your own yet.', { exact: false }),
  ).toBeVisible();
  const saves: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/v1/rhythms/save')) saves.push(r.status());
  });

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Copy Box 4-4-4-4' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Box offline');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved here. It will reach Resona when you are back online.');
  await expect(page).toHaveURL(/\/rhythms$/);
  await expect(myRhythmNames(page)).toHaveText(['Box offline']);
  const mine = page.getByRole('region', { name: 'Your rhythms' });
  await expect(mine.getByText('4 · 4 · 4 · 4 s — 3.75 breaths a minute')).toBeVisible();
  await expect(mine.getByText('Waiting to sync')).toBeVisible();
  expect(await unansweredWrites(page)).toBe(1);

  await context.setOffline(false);
  await expect(mine.getByText('Waiting to sync')).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => unansweredWrites(page)).toBe(0);
  await page.reload();
  await expect(myRhythmNames(page)).toHaveText(['Box offline']);
  expect(saves).toEqual([200]);
});
