import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { apiGet } from '../support/journeys.ts';
import {
  PHONE,
  SMALL_PHONE,
  atSize,
  expectBelow,
  expectInside,
  expectUncovered,
} from '../support/layout.ts';
import { allowHiding, setPageHidden } from '../support/visibility.ts';
import { unansweredWrites } from '../support/write-queue.ts';
import { newUserAtHome, pacerOf, toThePlayer } from '../support/session-journeys.ts';
// The reader the server's own export tests use.
import { csvSections } from '../../apps/server/src/test/read-csv.ts';

/**
 * Live biofeedback in a session (issue 19, decision 085): the person agrees to heart data being
 * collected in the player, breathes with the demo heart, sees heart rate against the breath and
 * the last breath's swing, ends the session, and finds the server's summary in the history detail
 * and the beats in "Download my data". Or the page goes mid-exercise — closed, or hidden by a
 * locked screen with no signal and then ended by the phone — and what was breathed is kept all
 * the same.
 */
test('a session with the demo heart: the wave and the swing, then the summary in history and the beats in my data', async ({
  page,
}) => {
  // Sign-up, a session, the history and the download: a long journey, given three times the time.
  test.slow();
  const { panel, video_views_id } = await breatheWithTheDemoHeart(page);

  // The wave of the last 30 s, the swing, the signal.
  await expect(
    panel.getByRole('img', { name: 'Heart rate and breath, last 30 seconds' }),
  ).toBeVisible();
  await expect(panel.getByTestId('heart-rate')).toHaveText(/^\d+ beats\/min$/);
  await expect(panel.getByTestId('heart-swing')).toHaveText(/^\d+\.\d beats\/min$/);
  await expect(panel.getByTestId('heart-signal')).toHaveText(/% of beats corrected$/);
  await expect(panel.getByText(/^Resona is not a medical device/)).toBeVisible();

  // On a phone, and on a small one, the guide and its words stay whole on the first screen with
  // the panel under them, its wave and heart rate in view too.
  const { stage, guide, cue } = pacerOf(page);
  for (const size of [PHONE, SMALL_PHONE]) {
    await atSize(page, size, async () => {
      const at = `at ${size.width}×${size.height}`;
      await expectInside(guide, stage, `the guide ${at}`);
      await expectInside(cue, stage, `the phase and its seconds ${at}`);
      await expect(guide, `the guide ${at}`).toBeInViewport({ ratio: 1 });
      await expect(cue, `the phase and its seconds ${at}`).toBeInViewport({ ratio: 1 });
      await expectBelow(panel, stage, `the heart panel under the guide ${at}`);
      // The heart rate and the swing are not under Pause and End session: they are read while
      // breathing. The wave too where the screen has room for it.
      for (const figure of ['heart-rate', 'heart-swing']) {
        await expectUncovered(panel.getByTestId(figure), `${figure} ${at}`);
      }
      if (size === PHONE) {
        await expectUncovered(
          panel.getByRole('img', { name: 'Heart rate and breath, last 30 seconds' }),
          `the wave ${at}`,
        );
      }
      // Pause and End session within reach without scrolling, the panel scrolling under them.
      for (const control of [
        page.getByRole('button', { name: 'Pause', exact: true }),
        page.getByRole('link', { name: 'End session' }),
      ]) {
        await expect(control, `${await control.textContent()} ${at}`).toBeInViewport({ ratio: 1 });
      }
    });
  }
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expectAccessible(page);

  // End: the beats go with the view's end; the server answers its summary.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v2/user/session-beats') && r.request().method() === 'POST',
    { timeout: 15_000 },
  );
  await page.getByRole('link', { name: 'End session' }).click();
  const reply = await saved;
  expect(reply.status()).toBe(200);
  const sent = reply.request().postDataJSON() as { video_views_id: number; beat_ms: number[] };
  expect(sent.video_views_id).toBe(video_views_id);
  expect(sent.beat_ms.length).toBeGreaterThan(30);
  const summary = (
    (await reply.json()) as {
      data: { exerciseHistoryID: number; beats: number; mean_swing_bpm: number | null };
    }
  ).data;
  expect(summary.beats).toBe(sent.beat_ms.length);
  // How far it swings is breath-demo-source.test.ts's to show: under the page's fake clock the
  // guide follows the track's real time, so the demo heart sees little of the breath here.
  expect(summary.mean_swing_bpm).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/Home\/new-after-rating$/, { timeout: 15_000 });

  // The history detail: the summary and heart rate across the session.
  await page.goto(`/MyHistory/HistItemDetail/${summary.exerciseHistoryID}`);
  await expect(
    page.getByRole('heading', { name: 'Heart during this session', level: 2 }),
  ).toBeVisible();
  const facts = page.getByTestId('session-heart');
  await expect(facts.getByText('Mean swing per breath')).toBeVisible();
  await expect(facts.getByText(/^\d+(\.\d)? beats\/min$/)).toBeVisible();
  await expect(facts.getByText('Demo heart')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Heart rate during the session' })).toBeVisible();
  await expect(page.getByText(/^Resona is not a medical device/)).toBeVisible();
  await expectAccessible(page);

  // Download my data: the beats as stored, and when the person agreed.
  await page.goto('/Setting/MyData');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV', exact: true }).click();
  const text = await readFile((await (await downloading).path())!, 'utf8');
  const sections = csvSections(text);
  expect(sections.get('users')!.rows[0]!.heart_data_consent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  const beats = sections.get('session_beats')!.rows;
  expect(beats).toHaveLength(1);
  expect(beats[0]!.history_id).toBe(String(summary.exerciseHistoryID));
  // Leaving the player reports the view once more, with any beat that came after End.
  const stored = JSON.parse(beats[0]!.beat_ms!) as number[];
  expect(stored.slice(0, sent.beat_ms.length)).toEqual(sent.beat_ms);
});

test('closing the page mid-exercise keeps the seconds breathed and the beats', async ({ page }) => {
  test.slow();
  const { exerciseHistoryID } = await breatheWithTheDemoHeart(page);
  const context = page.context();

  // No End, no link: the tab is closed. The seconds go by sendBeacon, the beats by a keepalive
  // request with the token in its header; both outlive the page.
  await page.close({ runBeforeUnload: true });

  const later = await openedAgainWithItKept(context, exerciseHistoryID);

  await later.goto(`/MyHistory/HistItemDetail/${exerciseHistoryID}`);
  await expect(
    later.getByRole('heading', { name: 'Heart during this session', level: 2 }),
  ).toBeVisible();
});

test('no signal, the screen locked, the page ended by the phone: what was breathed arrives once back', async ({
  page,
}) => {
  test.slow();
  await allowHiding(page);
  const { exerciseHistoryID } = await breatheWithTheDemoHeart(page);
  const context = page.context();

  // The signal goes, then the screen locks: the hidden page queues the seconds and the beats
  // on the device.
  await context.setOffline(true);
  await setPageHidden(page, true);
  await expect.poll(() => unansweredWrites(page)).toBeGreaterThanOrEqual(2);

  // The phone ends the page, as it may one in the background: no pagehide, no script at all.
  const crashed = page.waitForEvent('crash');
  const cdp = await context.newCDPSession(page);
  // The renderer goes with the call, which is never answered.
  cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  await page.close();

  // Back in signal, the person opens Resona again: the queue sends what waited.
  await context.setOffline(false);
  const later = await openedAgainWithItKept(context, exerciseHistoryID);
  await expect.poll(() => unansweredWrites(later)).toBe(0);
});

/**
 * Resona opened again in the same browser: the server has the item's seconds (at least 30 of the
 * 40 breathed) and its beats, once what left with the page or waited in the queue has arrived.
 */
async function openedAgainWithItKept(context: BrowserContext, exerciseHistoryID: number) {
  const later = await context.newPage();
  await later.goto('/Home');
  await expect
    .poll(async () => (await historyItem(later, exerciseHistoryID)).heart?.beats ?? 0)
    .toBeGreaterThan(30);
  expect((await historyItem(later, exerciseHistoryID)).duration_seconds).toBeGreaterThanOrEqual(30);
  return later;
}

/** A history item as the server has it now: its seconds and its heart. */
async function historyItem(page: Page, id: number) {
  type Detail = { duration_seconds: number; heart: { beats: number } | null };
  const reply = await apiGet<{ data: { exercise_history_detail: Detail } }>(
    page,
    `/api/v1/library/exercise-history-detail?exercisehistory_id=${id}`,
  );
  return reply.data.exercise_history_detail;
}

/**
 * A new person's session with the demo heart: they agree to heart data being collected, begin,
 * and breathe forty seconds on Playwright's clock (runFor fires every timer on the way;
 * fastForward would fire each once), after which time flows on by itself again.
 */
async function breatheWithTheDemoHeart(page: Page) {
  await page.clock.install();
  await newUserAtHome(page);
  await toThePlayer(page, {
    goal: 'Stress resilience',
    time: '5 min',
    narration: 'No narration',
    theme: 'Ocean',
  });

  // Nothing of the heart shows until the person asks for it.
  await expect(page.getByRole('region', { name: 'Live heart rate' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show my heart rate' }).click();
  const panel = page.getByRole('region', { name: 'Live heart rate' });
  const demo = panel.getByRole('button', { name: 'Try the demo heart' });
  await expect(demo).toBeDisabled();
  const box = panel.getByLabel(/I agree that Resona reads my heart beats/);
  await expect(box).toBeEnabled();
  const agreed = page.waitForResponse(
    (r) => r.url().endsWith('/api/v2/user/heart-data-consent') && r.request().method() === 'POST',
  );
  await box.click();
  expect((await agreed).status()).toBe(200);
  await expect(box).toBeChecked();
  await demo.click();

  const history = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/update-history'));
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  const { video_views_id, exerciseHistoryID } = (
    (await (await history).json()) as {
      data: { video_views_id: number; exerciseHistoryID: number };
    }
  ).data;
  await page.getByRole('button', { name: 'Skip intro', exact: true }).click();
  await expect(pacerOf(page).caption).toHaveText('Breathe in');

  await page.clock.runFor('00:40');
  // Time flows on by itself again (clicks wait for an animation frame).
  await page.clock.resume();
  return { panel, video_views_id, exerciseHistoryID };
}
