import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import {
  chooseDesign,
  nextViewUpdate,
  rateByKeyboard,
  startSession,
  submitBeforeRating,
  type Design,
} from './session-journeys.ts';

/**
 * Steps the library journeys share (issue 6): playing sessions that leave history behind, the
 * header's navigation, the Yes/No questions and the toasts of the library screens.
 */

export interface PlayedSession {
  exercise: { exerciseID: number; title: string };
  /** The history record Begin created (update-history's video_views_id). */
  historyId: number;
}

/** On the player: Begin creates the history record; returns its id. */
export async function beginSession(page: Page): Promise<number> {
  const history = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/update-history'));
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  const reply = await history;
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: { video_views_id: number } }).data.video_views_id;
}

/**
 * From the design screen: a finite session played through (Playwright's clock skips the
 * minutes), rated `before` and `after`, with `feedback` written in the player's panel when
 * given. Ends back at /home. Needs `page.clock.install()` first.
 */
export async function playRatedSession(
  page: Page,
  design: Design,
  {
    before,
    after,
    feedback,
    afterNote,
  }: { before: number; after: number; feedback?: string; afterNote?: string },
): Promise<PlayedSession> {
  await chooseDesign(page, design);
  const exercise = await startSession(page);
  await rateByKeyboard(page, before);
  await submitBeforeRating(page);
  if (feedback) {
    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Feedback' });
    await panel.getByRole('textbox', { name: 'Your feedback on this exercise' }).fill(feedback);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/exercise/feedback'));
    await panel.getByRole('button', { name: 'Submit', exact: true }).click();
    expect((await sent).status()).toBe(200);
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panel).toHaveCount(0);
  }
  const historyId = await beginSession(page);
  await page.getByRole('button', { name: 'Skip intro', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  // Half a minute past the design's length ends it (a finite design: '5 min', '10 min'…).
  const minutes = Number.parseInt(design.time, 10);
  expect(minutes, 'a finite design').toBeGreaterThan(0);
  const final = nextViewUpdate(page, minutes * 60);
  await page.clock.fastForward(`${String(minutes).padStart(2, '0')}:30`);
  await expect(page).toHaveURL(/\/Home\/new-after-rating$/, { timeout: 15_000 });
  expect((await final).video_views_id).toBe(historyId);
  await rateByKeyboard(page, after);
  if (afterNote) {
    await page
      .getByRole('textbox', { name: 'Anything you would like to tell us? (optional)' })
      .fill(afterNote);
  }
  const sent = page.waitForResponse((r) =>
    r.url().endsWith('/api/v2/exercise/experience-feedback'),
  );
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const reply = await sent;
  expect(reply.status()).toBe(200);
  expect(reply.request().postDataJSON()).toMatchObject({
    type: 2,
    rating: after,
    experience_id: historyId,
    ...(afterNote ? { feedback: afterNote } : {}),
  });
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
  return { exercise, historyId };
}

/** The header's main navigation. */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main', exact: true });
}

/** Follows one of the header's tabs ('History', 'Favorites', 'For You'…). */
export async function goByNav(page: Page, name: string, url: RegExp) {
  await mainNav(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(url);
}

/** The Yes/No question that is open: checks its text, then answers Yes. */
export async function answerYes(page: Page, question: string) {
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(question, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** A success toast with exactly this text (Radix also echoes it to screen readers: the first). */
export async function expectToast(page: Page, text: string) {
  await expect(
    page.locator('[data-variant="success"]').getByText(text, { exact: true }).first(),
  ).toBeVisible();
}

/** `YYYY-MM-DD | hh:mm:ss` of spec §9, the hour on the 24-hour clock. */
export const DATE_TIME = /^\d{4}-\d{2}-\d{2} \| \d{2}:\d{2}:\d{2}$/;

/**
 * One item of a history or favourites list, found by its link (the lower-case title): the item's
 * goal and created time are checked, and the item returned.
 */
export async function expectListItem(
  page: Page,
  listName: string,
  { title, goal }: { title: string; goal: string },
) {
  const list = page.getByRole('list', { name: listName, exact: true });
  const name = { name: title.toLowerCase(), exact: true };
  const item = list.getByRole('listitem').filter({ has: page.getByRole('link', name) });
  await expect(item).toHaveCount(1);
  const link = item.getByRole('link', name);
  await expect(link).toHaveText(title.toLowerCase());
  await expect(item.getByText(goal, { exact: true })).toBeVisible();
  const time = item.locator('time');
  await expect(time).toHaveText(DATE_TIME);
  // Made moments ago (real time: the server's clock, not the page's), shown in local time (the
  // browser's zone is this machine's, as is Node's).
  const at = new Date((await time.getAttribute('datetime')) ?? '');
  expect(Math.abs(Date.now() - at.getTime())).toBeLessThan(10 * 60_000);
  await expect(time).toHaveText(localDateTime(at));
  return { item, link };
}

/** The expected text of a created time: local `YYYY-MM-DD | hh:mm:ss`. */
export function localDateTime(at: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} | ` +
    `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
  );
}
