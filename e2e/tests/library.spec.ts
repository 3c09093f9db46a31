import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  DATE_TIME,
  answerYes,
  beginSession,
  expectListItem,
  expectToast,
  goByNav,
  mainNav,
  playRatedSession,
} from '../support/library-journeys.ts';
import {
  demoAtHome,
  newUserAtHome,
  optionGroup,
  rateByKeyboard,
  submitBeforeRating,
  toThePlayer,
  type Design,
} from '../support/session-journeys.ts';

/**
 * The library of issue 6: history with its progress picture, history and favourite details,
 * favourites, and For You. Sessions are played with Playwright's clock (see session.spec.ts);
 * the times the lists show are the server's, which runs on real time.
 */
test.describe.configure({ mode: 'parallel' });

const STRESS: Design = {
  goal: 'Stress resilience',
  time: '5 min',
  narration: 'No narration',
  theme: 'Ocean',
};
const SLEEP: Design = { goal: 'Sleep', time: '10 min', narration: 'Guided voice', theme: 'Dawn' };

const HISTORY_EMPTY = 'You have no sessions in your history yet';
const NO_RATINGS = 'Rate how you feel before and after a session to see your progress here.';
const RATINGS_TITLE = 'How you felt before and after each session';

interface HistoryDetail {
  exercise_id: number;
  experience_meta_id: number;
  language_id: number;
}

function sessionsList(page: Page) {
  return page.getByRole('list', { name: 'Your sessions', exact: true });
}

/** A fact of the history detail ('Date', 'Before', 'After'…): its value. */
function fact(page: Page, term: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

/** A row of a table, its cells after the row header. */
function cellsOf(row: Locator) {
  return row.getByRole('cell');
}

test('play, find it in history and the progress picture, favourite, duplicate, delete, clear all', async ({
  page,
}) => {
  await page.clock.install();
  await newUserAtHome(page);

  // Nothing played yet: the server's empty text, no ratings to picture, nothing to clear.
  await goByNav(page, 'History', /\/MyHistory$/);
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  await expect(page.getByText(HISTORY_EMPTY, { exact: true })).toBeVisible();
  const progress = page.getByRole('region', { name: 'Your progress' });
  await expect(progress.getByRole('heading', { name: 'Your progress', level: 2 })).toBeVisible();
  await expect(progress.locator('p').getByText(NO_RATINGS, { exact: true })).toBeVisible();
  await expect(progress.getByRole('img', { name: RATINGS_TITLE })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);

  // A 5-minute session rated 2 before and 4 after, with feedback written on the player and a
  // few words with the after rating.
  await goByNav(page, 'Home', /\/Home$/i);
  const stress = await playRatedSession(page, STRESS, {
    before: 2,
    after: 4,
    feedback: 'Calming.',
    afterNote: 'Lighter than before.',
  });
  // Then a sleep session, rated 3 before, begun and left: it becomes the saved design.
  const sleep = await toThePlayer(page, SLEEP);
  const sleepHistoryId = await beginSession(page);
  expect(sleepHistoryId).not.toBe(stress.historyId);
  expect(sleep.title).not.toBe(stress.exercise.title);

  // History: newest first, each the lower-case title, goal and local created time.
  await goByNav(page, 'History', /\/MyHistory$/);
  const sessions = sessionsList(page);
  await expect(sessions.getByRole('link')).toHaveText([
    sleep.title.toLowerCase(),
    stress.exercise.title.toLowerCase(),
  ]);
  await expectListItem(page, 'Your sessions', { title: sleep.title, goal: 'Sleep' });
  const { link: stressLink } = await expectListItem(page, 'Your sessions', {
    title: stress.exercise.title,
    goal: 'Stress resilience',
  });
  await expect(stressLink).toHaveAttribute('href', `/MyHistory/HistItemDetail/${stress.historyId}`);

  // The progress picture shows the new ratings: two before (circles), one after (squares).
  const chart = progress.getByRole('img', { name: RATINGS_TITLE });
  await expect(chart).toHaveAccessibleDescription(
    'On average you felt 2.5 out of 5 before a session and 4 out of 5 after it.',
  );
  await expect(chart.locator('[data-point="before"]')).toHaveCount(2);
  await expect(chart.locator('[data-point="after"]')).toHaveCount(1);
  await expect(progress.getByRole('img', { name: 'Minutes practised per week' })).toBeVisible();
  await expectAccessible(page);

  // The same figures as a table, oldest first.
  const show = progress.getByRole('button', { name: 'Show the figures as a table' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  await expect(progress.getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const ratings = progress.getByRole('table', { name: RATINGS_TITLE });
  await expect(ratings).toBeVisible();
  const rows = ratings.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByRole('columnheader')).toHaveText(['Date', 'Before', 'After']);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(DATE_TIME);
  await expect(cellsOf(rows.nth(1))).toHaveText(['2 of 5', '4 of 5']);
  await expect(cellsOf(rows.nth(2))).toHaveText(['3 of 5', 'Not rated']);
  const weeks = progress.getByRole('table', { name: 'Minutes practised per week' });
  // This week: both sessions, five minutes or so breathed.
  await expect(cellsOf(weeks.getByRole('row').last())).toHaveText([/^[56]$/, '2']);

  // The detail: its title, when, how it felt, and the feedback written on the player.
  const detailReply = page.waitForResponse((r) => r.url().includes('/exercise-history-detail?'));
  await stressLink.click();
  await expect(page).toHaveURL(new RegExp(`/MyHistory/HistItemDetail/${stress.historyId}$`));
  const detail = (
    (await (await detailReply).json()) as { data: { exercise_history_detail: HistoryDetail } }
  ).data.exercise_history_detail;
  expect(detail.exercise_id).toBe(stress.exercise.exerciseID);
  await expect(
    page.getByRole('heading', { name: stress.exercise.title, level: 1, exact: true }),
  ).toBeVisible();
  await expect(fact(page, 'Date')).toHaveText(DATE_TIME);
  await expect(fact(page, 'Before')).toHaveText('2 of 5');
  await expect(fact(page, 'After')).toHaveText('4 of 5');
  await expect(fact(page, 'What you wrote after it')).toHaveText('Lighter than before.');
  const feedback = page.getByRole('region', { name: 'Your feedback' });
  await expect(feedback.getByText('Calming.', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Favourite it: pressed at once, confirmed by the server, kept across a reload.
  const favourite = page.getByRole('button', { name: 'Favorite', exact: true });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expectToast(page, 'Added to favorites');
  await page.reload();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  // It is in favourites, and its detail opens from there.
  await goByNav(page, 'Favorites', /\/MyFavorites$/);
  await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
  const favourites = page.getByRole('list', { name: 'Favorites', exact: true });
  await expect(favourites.getByRole('listitem')).toHaveCount(1);
  const { item: favouriteItem, link: favouriteLink } = await expectListItem(page, 'Favorites', {
    title: stress.exercise.title,
    goal: 'Stress resilience',
  });
  await expect(favouriteItem.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  await expectAccessible(page);
  await favouriteLink.click();
  await expect(page).toHaveURL(
    new RegExp(`/MyFavorites/FavoriteDetail/${stress.exercise.exerciseID}$`),
  );
  await expect(
    page.getByRole('heading', { name: stress.exercise.title, level: 1, exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Added to favorites on')).toBeVisible();
  await expect(page.locator('main time').first()).toHaveText(DATE_TIME);
  await expect(
    page.getByRole('region', { name: 'Your feedback' }).getByText('Calming.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replay', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  await expectAccessible(page);

  // Duplicate from the history detail: the session's design, though the saved one is Sleep.
  await goByNav(page, 'History', /\/MyHistory$/);
  await stressLink.click();
  await expect(page).toHaveURL(new RegExp(`/MyHistory/HistItemDetail/${stress.historyId}$`));
  expect(detail.language_id, 'an English session for an English user: no question').toBe(1);
  await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/home/${detail.experience_meta_id}$`));
  for (const [group, name] of [
    ['Goal', STRESS.goal],
    ['Time', STRESS.time],
    ['Narration', STRESS.narration],
    ['Theme', STRESS.theme],
  ] as const) {
    await expect(optionGroup(page, group).getByRole('radio', { name, exact: true })).toBeChecked();
  }

  // Back on the detail: delete the feedback, then the session (each asks first).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/MyHistory/HistItemDetail/${stress.historyId}$`));
  await feedback.getByRole('button', { name: 'Delete', exact: true }).click();
  await answerYes(page, 'Delete this feedback?');
  await expect(feedback.getByText('Calming.', { exact: true })).toHaveCount(0);
  await expect(feedback.getByText('No feedback found', { exact: true })).toBeVisible();
  const deleteSession = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(deleteSession).toHaveCount(1);
  await deleteSession.click();
  await answerYes(page, 'Remove this session from your history?');
  await expect(page).toHaveURL(/\/MyHistory$/);
  await expectToast(page, 'Session removed from your history');
  await expect(sessions.getByRole('link')).toHaveText([sleep.title.toLowerCase()]);
  await expect(page.locator(`a[href$="/HistItemDetail/${stress.historyId}"]`)).toHaveCount(0);

  // Clear all favourites: asked, done, the server's empty text.
  await goByNav(page, 'Favorites', /\/MyFavorites$/);
  await page.getByRole('button', { name: 'Clear all', exact: true }).click();
  await answerYes(page, 'Remove all of your favorites?');
  await expectToast(page, 'Favorites removed successfully');
  await expect(page.getByText('You have no favorites yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);

  // Clear all history: the list and the ratings picture are empty again.
  await goByNav(page, 'History', /\/MyHistory$/);
  await expect(sessions.getByRole('link')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear all', exact: true }).click();
  await answerYes(page, 'Delete all of your history? This cannot be undone.');
  await expectToast(page, 'All history removed successfully');
  await expect(page.getByText(HISTORY_EMPTY, { exact: true })).toBeVisible();
  await expect(sessions).toHaveCount(0);
  await expect(progress.locator('p').getByText(NO_RATINGS, { exact: true })).toBeVisible();
  await expect(progress.getByRole('img', { name: RATINGS_TITLE })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
});

test('For You: the demo account’s due program, soonest first; pressing an item starts it', async ({
  page,
}) => {
  await demoAtHome(page);
  const forYou = mainNav(page).getByRole('link', { name: 'For You', exact: true });
  await expect(forYou).toBeVisible();
  const reply = page.waitForResponse((r) => r.url().includes('/program-exercises'));
  await forYou.click();
  await expect(page).toHaveURL(/\/program$/);
  const served = (
    (await (await reply).json()) as {
      data: { program_exercises_list: { title: string; goal_title: string; due_date: string }[] };
    }
  ).data.program_exercises_list;
  expect(served.length).toBeGreaterThan(1);

  await expect(page.getByRole('heading', { name: 'For You', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'For You', exact: true });
  const items = list.getByRole('button');
  await expect(items).toHaveCount(served.length);
  // By due date, ascending, each with its title and goal.
  const dues = (await list.getByText(/^Due \d{4}-\d{2}-\d{2}$/).allTextContents()).map((d) =>
    d.slice(4),
  );
  expect(dues).toHaveLength(served.length);
  expect(dues).toEqual([...dues].sort());
  expect([...dues].sort()).toEqual(served.map((s) => s.due_date).sort());
  // Due yesterday or later (a day's slack either way for the account's time zone).
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  expect(dues[0]! >= twoDaysAgo).toBe(true);
  const first = served.find((s) => s.due_date === dues[0])!;
  await expect(items.first()).toContainText(first.title);
  await expect(items.first()).toContainText(first.goal_title);
  await expect(page.getByText('No items with valid due dates.')).toHaveCount(0);
  await expectAccessible(page);

  await items.first().click();
  await expect(page).toHaveURL(/\/Home\/before-rating-section$/);
  await expect(page.getByRole('heading', { name: 'How do you feel right now?' })).toBeVisible();
  await rateByKeyboard(page, 3);
  await submitBeforeRating(page);
  await expect(page.getByText(first.title, { exact: true })).toBeVisible();
});

test('a new user has no For You; a session replays from its history detail', async ({ page }) => {
  await page.clock.install();
  await newUserAtHome(page);

  // No program assigned: no tab, and /program says so.
  await expect(mainNav(page).getByRole('link', { name: 'History', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'For You' })).toHaveCount(0);
  await page.goto('/program');
  await expect(page.getByRole('heading', { name: 'For You', level: 1 })).toBeVisible();
  await expect(page.getByText('No items with valid due dates.', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'For You' })).toHaveCount(0);
  await expectAccessible(page);
  await expect(mainNav(page).getByRole('link', { name: 'For You' })).toHaveCount(0);

  // A session begun and left is in history.
  await goByNav(page, 'Home', /\/Home$/i);
  const exercise = await toThePlayer(page, SLEEP, 2);
  const firstPlay = await beginSession(page);
  await goByNav(page, 'History', /\/MyHistory$/);
  const { link } = await expectListItem(page, 'Your sessions', {
    title: exercise.title,
    goal: 'Sleep',
  });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/MyHistory/HistItemDetail/${firstPlay}$`));

  // Replay: the same exercise, from its before rating, to the player and a new play.
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  await expect(page).toHaveURL(/\/Home\/before-rating-section$/);
  await expect(page.getByRole('heading', { name: 'How do you feel right now?' })).toBeVisible();
  await rateByKeyboard(page, 4);
  await submitBeforeRating(page);
  await expect(page.getByRole('heading', { name: 'Sleep', level: 1 })).toBeVisible();
  await expect(page.getByText(exercise.title, { exact: true })).toBeVisible();
  const replayed = await beginSession(page);
  expect(replayed).not.toBe(firstPlay);

  await goByNav(page, 'History', /\/MyHistory$/);
  await expect(sessionsList(page).getByRole('link')).toHaveText([
    exercise.title.toLowerCase(),
    exercise.title.toLowerCase(),
  ]);
});
