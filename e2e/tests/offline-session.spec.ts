import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { goByNav } from '../support/library-journeys.ts';
import { controlledByServiceWorker } from '../support/service-worker.ts';
import { unansweredWrites } from '../support/write-queue.ts';
import {
  chooseDesign,
  newUserAtHome,
  pacerOf,
  rateByKeyboard,
} from '../support/session-journeys.ts';

/**
 * A session played offline (decision 073): its writes wait in the write queue in IndexedDB and
 * reach the server exactly once when the app is open online again — also when the first replay
 * is cut off half-way. Either the screens' code is loaded online first, by moving through them
 * inside the app, or the service worker takes control and the app is reloaded offline (its
 * precache and the reads it kept, decision 072).
 */
test.describe.configure({ mode: 'parallel' });

const OFFLINE_NOTICE = 'Your session will be saved when you are back online.';

/** Moves to `path` inside the running app (no page load), as a link would. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Online, at /home: loads the code of the session screens and History, then comes back. */
async function loadScreens(page: Page) {
  await goByNav(page, 'History', /\/MyHistory$/);
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  // Without a session in progress these send the person back to the design screen, after
  // their code has loaded.
  for (const path of ['/Home/new-intro', '/Home/before-rating-section', '/Home/new-after-rating']) {
    await goInApp(page, path);
    await expect(page).toHaveURL(/\/Home$/i, { timeout: 15_000 });
  }
  await goByNav(page, 'Home', /\/home$/i);
}

const DESIGN = {
  goal: 'Stress resilience',
  time: '5 min',
  narration: 'No narration',
  theme: 'Ocean',
};

/** The Ocean theme's id in the seeded content. */
const OCEAN = '2';

/** The exercises of the whole design, loaded ahead while online (what Start uses offline). */
function designLoaded(page: Page) {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === '/api/v2/exercise/search' &&
      url.searchParams.get('output') === 'EXERCISE' &&
      url.searchParams.get('theme_id') === OCEAN
    );
  });
}

interface Played {
  token: string;
  title: string;
  exerciseId: number;
}

/**
 * Online until the design is chosen, then offline: Start, the rating before, feedback, like and
 * favourite in the player, the whole 5-minute session, the rating after with its text.
 */
async function playOffline(
  context: BrowserContext,
  page: Page,
  feedback: string,
  { reload = false } = {},
): Promise<Played> {
  await page.clock.install();
  await newUserAtHome(page);
  if (reload) {
    // Under the service worker, the design's reads pass through it once online.
    await controlledByServiceWorker(page);
    await page.reload();
  } else {
    await loadScreens(page);
  }
  const loaded = designLoaded(page);
  await chooseDesign(page, DESIGN);
  const list = (await (await loaded).json()) as {
    data: { exercise_list: { exerciseID: number; title: string }[] };
  };
  const exercise = list.data.exercise_list[0]!;

  await context.setOffline(true);
  if (reload) {
    // A fresh start offline: the app from the precache, the design chosen again from the reads kept.
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Design your session', level: 1 }),
    ).toBeVisible();
    await chooseDesign(page, DESIGN);
  }
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/Home\/before-rating-section$/, { timeout: 15_000 });
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await rateByKeyboard(page, 2);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/Home\/new-intro$/, { timeout: 15_000 });

  // Feedback, like and favourite in the player: kept, shown as pressed.
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Feedback' });
  await panel.getByRole('textbox', { name: 'Your feedback on this exercise' }).fill(feedback);
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(
    page.getByText('Saved here. It will reach Resona when you are back online.', { exact: true }),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  const like = page.getByRole('button', { name: 'Like', exact: true });
  const favourite = page.getByRole('button', { name: 'Favorite', exact: true });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  await page.clock.fastForward('00:11');
  await expect(pacerOf(page).caption).toHaveText('Breathe in');
  await page.clock.fastForward('05:30');
  await expect(page).toHaveURL(/\/Home\/new-after-rating$/, { timeout: 15_000 });
  await rateByKeyboard(page, 4);
  await page
    .getByRole('textbox', { name: 'Anything you would like to tell us? (optional)' })
    .fill(`${feedback} After.`);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });

  // History shows the session at once, waiting to sync.
  await goByNav(page, 'History', /\/MyHistory$/);
  const waiting = page.getByRole('list', { name: 'Waiting to sync' });
  await expect(waiting.getByText(exercise.title.toLowerCase())).toBeVisible();
  await expect(waiting.getByText(/Waiting to sync/)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('resona.token'));
  expect(token).toBeTruthy();
  return { token: token!, title: exercise.title, exerciseId: exercise.exerciseID };
}

/** The caller's rows per table, from their own data export (every table that holds them). */
async function rowsOnServer(page: Page, token: string) {
  const reply = await page.request.post('/api/v2/user/user-details-download', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reply.status()).toBe(200);
  const rows: Record<string, string[]> = {};
  let table: string | null = null;
  let header = false;
  for (const line of (await reply.text()).replace(/^\uFEFF/, '').split('\r\n')) {
    if (line.startsWith('table,')) {
      table = line.slice('table,'.length);
      rows[table] = [];
      header = true;
    } else if (line === '') {
      table = null;
    } else if (table && header) {
      header = false;
    } else if (table) {
      rows[table]!.push(line);
    }
  }
  return rows;
}

/** Once online again: the session, its ratings, feedback, like and favourite, each once. */
async function expectOnServerOnce(page: Page, played: Played, feedback: string) {
  const rows = await rowsOnServer(page, played.token);
  expect(rows['exercise_history']).toHaveLength(1);
  expect(rows['video_views']).toHaveLength(1);
  // The rating before, the rating after (with its text) and the written feedback.
  expect(rows['exercise_feedback']).toHaveLength(3);
  expect(rows['exercise_feedback']!.filter((row) => row.includes(feedback))).toHaveLength(2);
  expect(rows['exercise_likes']).toHaveLength(1);
  expect(rows['favorite_exercises']).toHaveLength(1);

  const auth = { Authorization: `Bearer ${played.token}` };
  const list = await page.request.get('/api/v1/library/exercise-history', { headers: auth });
  const items = (
    (await list.json()) as { data: { exercise_history_list: { exerciseHistoryID: number }[] } }
  ).data.exercise_history_list;
  expect(items).toHaveLength(1);
  const detail = await page.request.get(
    `/api/v1/library/exercise-history-detail?exercisehistory_id=${items[0]!.exerciseHistoryID}`,
    { headers: auth },
  );
  const data = (
    (await detail.json()) as {
      data: {
        exercise_history_detail: {
          before_rating: number | null;
          after_rating: number | null;
          is_favorite: number;
          duration_seconds: number;
        };
      };
    }
  ).data.exercise_history_detail;
  expect(data).toMatchObject({ before_rating: 2, after_rating: 4, is_favorite: 1 });
  expect(data.duration_seconds).toBeGreaterThanOrEqual(300);
  const details = await page.request.get(
    `/api/v2/exercise/exercise-details?exercise_id=${played.exerciseId}`,
    { headers: auth },
  );
  expect(
    ((await details.json()) as { data: { exercise: { is_like: number } } }).data.exercise.is_like,
  ).toBe(1);
}

/** The page was closed; the app opened again online sends what waited, and everything is there once. */
async function reopenedOnline(context: BrowserContext, played: Played, feedback: string) {
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/MyHistory');
  const history = again.getByRole('list', { name: 'Your sessions', exact: true });
  await expect(history.getByText(played.title.toLowerCase())).toBeVisible({ timeout: 15_000 });
  await expect(again.getByRole('list', { name: 'Waiting to sync' })).toHaveCount(0);
  // The replay goes on after History shows the session: the rating after is the last write.
  await expect.poll(() => unansweredWrites(again), { timeout: 15_000 }).toBe(0);
  await expectOnServerOnce(again, played, feedback);
}

test('a session played offline reaches the server once when the app opens online', async ({
  context,
  page,
}) => {
  const played = await playOffline(context, page, 'Calm offline.');
  await page.close();
  await reopenedOnline(context, played, 'Calm offline.');
});

test('a replay cut off half-way and retried still writes everything once', async ({
  context,
  page,
}) => {
  const played = await playOffline(context, page, 'Cut off.');
  // The like reaches the server, which applies it, but its reply is lost on the way back: the
  // replay stops there, with the like still queued.
  let cut = false;
  const likeHandled = new Promise<void>((resolve) => {
    void page.route('**/api/v2/exercise/like-dislike', async (route) => {
      if (cut) return route.continue();
      cut = true;
      await route.fetch();
      resolve();
      await route.abort('internetdisconnected');
    });
  });
  // Back online: the 'online' event starts the replay on the open page.
  await context.setOffline(false);
  await likeHandled;
  await expect(page.getByRole('list', { name: 'Waiting to sync' })).toBeVisible();
  await page.close();

  // The app opened again replays from the like on, with the same keys.
  await reopenedOnline(context, played, 'Cut off.');
});

test.describe('installed', () => {
  // The service worker is what this journey is about (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('reloaded offline under the service worker, a session played to its end reaches the server once', async ({
    context,
    page,
  }) => {
    const played = await playOffline(context, page, 'Reloaded offline.', { reload: true });
    await page.close();
    await reopenedOnline(context, played, 'Reloaded offline.');
  });

  test('the library offline: a session opened before and one still queued open, a favourite and a removal wait and reach the server once', async ({
    context,
    page,
  }) => {
    // The longest journey here: two starts offline and one online, on a shared machine.
    test.setTimeout(180_000);
    await newUserAtHome(page);
    await controlledByServiceWorker(page);
    await page.reload();
    const token = (await page.evaluate(() => localStorage.getItem('resona.token')))!;
    const auth = { Authorization: `Bearer ${token}` };
    const loaded = designLoaded(page);
    await chooseDesign(page, DESIGN);
    const exercise = (
      (await (await loaded).json()) as {
        data: { exercise_list: { exerciseID: number; title: string }[] };
      }
    ).data.exercise_list[0]!;
    // A session on the server, opened once online: its detail passes through the worker.
    const seeded = await page.request.post('/api/v2/user/update-history', {
      headers: auth,
      data: { exercise_id: exercise.exerciseID },
    });
    expect(seeded.status()).toBe(200);
    await goByNav(page, 'History', /\/MyHistory$/);
    const sessions = page.getByRole('list', { name: 'Your sessions', exact: true });
    await sessions.getByRole('link', { name: exercise.title.toLowerCase() }).click();
    await expect(page.getByRole('heading', { name: exercise.title, level: 1 })).toBeVisible();
    await goByNav(page, 'Home', /\/home$/i);

    // Offline from a fresh start: a session begun and rated, then the library.
    await context.setOffline(true);
    await page.reload();
    await chooseDesign(page, DESIGN);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page).toHaveURL(/\/Home\/before-rating-section$/, { timeout: 15_000 });
    await rateByKeyboard(page, 2);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page).toHaveURL(/\/Home\/new-intro$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Begin', exact: true }).click();
    await page.getByRole('link', { name: 'End session', exact: true }).click();
    await expect(page).toHaveURL(/\/Home\/new-after-rating$/, { timeout: 15_000 });
    await rateByKeyboard(page, 4);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });

    // The queued session opens: what the queue holds of it, waiting to sync.
    await goByNav(page, 'History', /\/MyHistory$/);
    const waiting = page.getByRole('list', { name: 'Waiting to sync' });
    await waiting.getByRole('link', { name: exercise.title.toLowerCase() }).click();
    await expect(page.getByRole('heading', { name: exercise.title.toLowerCase() })).toBeVisible();
    await expect(page.getByText('Waiting to sync', { exact: true })).toBeVisible();
    const facts = page.getByRole('definition');
    await expect(facts.filter({ hasText: '2 of 5' })).toHaveCount(1);
    await expect(facts.filter({ hasText: '4 of 5' })).toHaveCount(1);

    // The session opened before opens from what the worker kept; its favourite and its removal
    // wait in the queue, shown as done and "Waiting to sync".
    await goByNav(page, 'History', /\/MyHistory$/);
    await sessions.getByRole('link', { name: exercise.title.toLowerCase() }).click();
    await expect(page.getByRole('heading', { name: exercise.title, level: 1 })).toBeVisible();
    const favourite = page.getByRole('button', { name: /^Favorite/ });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(favourite).toContainText('Waiting to sync');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page).toHaveURL(/\/MyHistory$/);
    await expect(sessions.getByRole('link')).toHaveCount(0);
    await page.close();

    // Opened online again: everything once, the removed session gone, the favourite kept.
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto('/MyHistory');
    await expect(again.getByRole('list', { name: 'Your sessions', exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(again.getByRole('list', { name: 'Waiting to sync' })).toHaveCount(0);
    // The removal and the favourite come last in the queue: read until the replay reached them.
    await expect
      .poll(async () => {
        const rows = await rowsOnServer(again, token);
        return ['exercise_history', 'favorite_exercises', 'exercise_feedback'].map(
          (table) => rows[table]?.length,
        );
      })
      .toEqual([1, 1, 2]);
  });
});
