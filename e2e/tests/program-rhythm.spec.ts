import type { Browser, Locator, Page } from '@playwright/test';
import {
  grantAdminTo,
  isoToday,
  openSection,
  ownStudy,
  studyCode,
} from '../support/admin-journeys.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { newUserAtAlgorithm } from '../support/journeys.ts';
import { PHONE } from '../support/layout.ts';
import {
  newUserAtHome,
  pacerOf,
  rateByKeyboard,
  submitBeforeRating,
} from '../support/session-journeys.ts';

/**
 * A researcher fixes a rhythm for a program item (issue 30, decision 101), so a protocol is
 * breathed as written: the participant starts the item from For You on a phone, the guide
 * breathes the rhythm with no other offered on the way, and the play keeps it in history.
 */

const BOX_TIMING = { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 };

/**
 * A signed-in researcher in `page`, at the console of a study of their own (issue 33: a study's
 * program reaches only its participants; a study of the journey's own keeps the first study's
 * consent, another journey's, out of the participant's way). Answers a code of that study.
 */
async function researcherAtConsole(browser: Browser, page: Page) {
  const researcher = await newUserAtAlgorithm(browser, page);
  await grantAdminTo(page, researcher);
  const studyId = await ownStudy(page, researcher, `Protocols ${Date.now().toString(36)}`);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  return studyCode(page, studyId);
}

/** A new subscribed participant of the study whose `code` they redeem, on a phone, at /home. */
async function participantOnAPhone(browser: Browser, code: string) {
  const context = await browser.newContext({ locale: 'en-US', viewport: PHONE });
  const page = await context.newPage();
  await page.clock.install();
  const user = await newUserAtHome(page, code);
  return { context, page, user };
}

/**
 * Each time the guide's words change, with the page's clock: the log starts with the words shown
 * now. Reads the words' element afresh on every change, so a redrawn caption is followed too.
 */
async function logCaptions(page: Page, guideName: string) {
  await pacerOf(page, guideName).figure.evaluate((figure) => {
    const log: [string, number][] = [];
    const words = () => figure.querySelector('figcaption [aria-live]')?.textContent ?? '';
    log.push([words(), performance.now()]);
    new MutationObserver(() => {
      const now = words();
      if (now !== log.at(-1)![0]) log.push([now, performance.now()]);
    }).observe(figure, { childList: true, characterData: true, subtree: true });
    (window as unknown as { captionLog: typeof log }).captionLog = log;
  });
}

/** The phases breathed so far after `first`, each with how long its words stayed (ms). */
async function phasesSince(page: Page, first: string) {
  const log = await page.evaluate(
    () => (window as unknown as { captionLog: [string, number][] }).captionLog,
  );
  const start = log.findIndex(([words]) => words === first);
  return log
    .slice(start, -1)
    .map(([words, at], i) => [words, log[start + i + 1]![1] - at] as const);
}

/** What the participant's screens say, in their language. */
interface PlayerWords {
  rhythm: string;
  faceName: RegExp;
  forward: string;
  submit: string;
  begin: string;
  skip: string;
  guide: string;
  inhale: string;
  hold: string;
  exhale: string;
}

const ENGLISH: PlayerWords = {
  rhythm: 'Rhythm',
  faceName: /^\d of 5/,
  forward: 'ArrowRight',
  submit: 'Submit',
  begin: 'Begin',
  skip: 'Skip intro',
  guide: 'Breathing guide',
  inhale: 'Breathe in',
  hold: 'Hold',
  exhale: 'Breathe out',
};

/** Presses the For You item, rates, and begins; returns the play update-history recorded. */
async function startFromForYou(page: Page, item: Locator, words: PlayerWords) {
  await item.click();
  await expect(page).toHaveURL(/\/Home\/before-rating-section$/);
  // Nothing on the way offers another rhythm.
  const choice = page.getByRole('radiogroup', { name: words.rhythm, exact: true });
  await expect(choice).toHaveCount(0);
  await rateByKeyboard(page, 3, { faceName: words.faceName, forward: words.forward });
  await submitBeforeRating(page, words.submit);
  await expect(choice).toHaveCount(0);
  const play = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/update-history'));
  await page.getByRole('button', { name: words.begin, exact: true }).click();
  const reply = await play;
  expect(reply.status()).toBe(200);
  await logCaptions(page, words.guide);
  await page.getByRole('button', { name: words.skip, exact: true }).click();
  return {
    sent: reply.request().postDataJSON() as { rhythm?: unknown },
    historyId: ((await reply.json()) as { data: { exerciseHistoryID: number } }).data
      .exerciseHistoryID,
  };
}

/**
 * Hold, out, hold, in, then hold again: each phase's words stay four seconds. The first breath in
 * is left out: the intro may already be breathing in when Skip intro starts the session's own.
 */
async function expectBoxBreathed(page: Page, words: PlayerWords) {
  await expect
    .poll(async () => (await phasesSince(page, words.hold)).map(([w]) => w), { timeout: 30_000 })
    .toEqual([words.hold, words.exhale, words.hold, words.inhale]);
  // Each change is seen when the page draws it, late by a frame or more on a busy machine; over
  // the whole breath those delays cancel but at its two ends.
  const phases = await phasesSince(page, words.hold);
  for (const [phase, lasted] of phases) {
    expect(Math.abs(lasted - 4000), `${phase} lasted ${Math.round(lasted)} ms`).toBeLessThan(600);
  }
  const breath = phases.reduce((sum, [, lasted]) => sum + lasted, 0);
  expect(Math.abs(breath - 16_000), `one breath lasted ${Math.round(breath)} ms`).toBeLessThan(500);
}

test('a researcher fixes Box 4-4-4-4 for an item: the participant breathes it from For You, and history keeps it', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const code = await researcherAtConsole(browser, page);
  const participant = await participantOnAPhone(browser, code);

  // The console: one item at the participant's own pace is the default; this one is Box.
  await openSection(page, 'Programs', 'Programs');
  await page.getByLabel('Title').fill('Box protocol');
  await page.getByLabel('Assign to').selectOption({ label: 'One participant' });
  await page.getByLabel('Participant email').fill(participant.user.email);
  const exercise = page.getByLabel('Exercise', { exact: true });
  await exercise.selectOption({ index: 1 });
  const title = ((await exercise.locator('option:checked').textContent()) ?? '').split(' · ')[0]!;
  await page.getByLabel('Due date').fill(isoToday());
  const rhythm = page.getByLabel('Rhythm', { exact: true });
  await expect(rhythm.locator('option:checked')).toHaveText('The participant’s own pace');
  await rhythm.selectOption({ label: 'Box 4-4-4-4 — 4 · 4 · 4 · 4 s — 3.75 breaths a minute' });
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Program assigned').first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Box protocol' });
  await expect(row).toContainText('Box 4-4-4-4');
  await expect(row).toContainText('4 · 4 · 4 · 4 s — 3.75 breaths a minute');
  await expectAccessible(page);

  // The participant's For You names the rhythm; pressing the item starts it in Box.
  const phone = participant.page;
  await phone.goto('/program');
  const item = phone.getByRole('list').getByRole('button', { name: title, exact: false });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Rhythm: Box 4-4-4-4');
  await expectAccessible(phone);
  const { sent, historyId } = await startFromForYou(phone, item, ENGLISH);
  expect(sent.rhythm).toEqual({ name: 'Box 4-4-4-4', timing: BOX_TIMING, ramp: null });
  await expectBoxBreathed(phone, ENGLISH);

  // History's detail shows the rhythm the play was breathed in.
  await phone.goto(`/MyHistory/HistItemDetail/${historyId}`);
  const fact = phone
    .locator('dl > div')
    .filter({ has: phone.getByText('Rhythm', { exact: true }) });
  await expect(fact).toContainText('Box 4-4-4-4');
  await expect(fact).toContainText('4 · 4 · 4 · 4 s — 3.75 breaths a minute');
  await expectAccessible(phone);

  // The researcher's who-did-what gives the item's rhythm.
  await page.getByRole('button', { name: 'Who did what: Box protocol' }).click();
  const progress = page.locator('section', {
    has: page.getByRole('heading', { name: 'Progress of Box protocol' }),
  });
  await expect(progress.getByRole('row').nth(1)).toContainText('Box 4-4-4-4');
  await participant.context.close();
});

/** The Arabic catalogue's words a participant meets here. */
async function arabicWords(): Promise<{ words: PlayerWords; programRhythm: string }> {
  // A computed path: the catalogue belongs to the web app's program, not to this one's.
  const path = '../../apps/web/src/i18n/locales/ar/index.ts';
  const { default: ar } = (await import(path)) as {
    default: {
      session: { rhythm: string };
      rating: { submit: string; stepOf: string };
      player: Record<'guide' | 'inhale' | 'exhale' | 'hold' | 'begin' | 'skipIntro', string>;
      library: { programRhythm: string };
    };
  };
  return {
    words: {
      rhythm: ar.session.rhythm,
      faceName: new RegExp(
        `^${ar.rating.stepOf.replace('{{step}}', '\\d').replace('{{total}}', '5')}`,
      ),
      forward: 'ArrowLeft',
      submit: ar.rating.submit,
      begin: ar.player.begin,
      skip: ar.player.skipIntro,
      guide: ar.player.guide,
      inhale: ar.player.inhale,
      hold: ar.player.hold,
      exhale: ar.player.exhale,
    },
    programRhythm: ar.library.programRhythm,
  };
}

test('in Arabic: a protocol typed as phases is breathed from For You, right to left, and history keeps it', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const { words, programRhythm } = await arabicWords();
  const code = await researcherAtConsole(browser, page);
  const participant = await participantOnAPhone(browser, code);
  const phone = participant.page;
  await phone.goto('/Setting/Language-setting/1');
  await phone.getByRole('radio', { name: 'العربية' }).click();
  const saved = phone.waitForResponse((r) => r.url().endsWith('/api/v2/user/user-language'));
  await phone.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');

  // The researcher types the protocol's four phases under an Arabic name.
  await openSection(page, 'Programs', 'Programs');
  await page.getByLabel('Title').fill('بروتوكول المربع');
  await page.getByLabel('Assign to').selectOption({ label: 'One participant' });
  await page.getByLabel('Participant email').fill(participant.user.email);
  await page.getByLabel('Exercise', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Due date').fill(isoToday());
  await page
    .getByLabel('Rhythm', { exact: true })
    .selectOption({ label: 'Type the phases (seconds)' });
  await page.getByLabel('Name of the rhythm').fill('مربع');
  await page.getByLabel('Breathe in (s)').fill('4');
  await page.getByLabel('Hold after breathing in (s)').fill('4');
  await page.getByLabel('Breathe out (s)').fill('4');
  await page.getByLabel('Hold after breathing out (s)').fill('4');
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Program assigned').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'بروتوكول المربع' })).toContainText('مربع');

  await phone.goto('/program');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  const item = phone.getByRole('list').getByRole('button');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(programRhythm.replace('{{name}}', 'مربع'));
  const { sent, historyId } = await startFromForYou(phone, item, words);
  expect(sent.rhythm).toEqual({ name: 'مربع', timing: BOX_TIMING, ramp: null });
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectBoxBreathed(phone, words);

  await phone.goto(`/MyHistory/HistItemDetail/${historyId}`);
  const fact = phone
    .locator('dl > div')
    .filter({ has: phone.getByText(words.rhythm, { exact: true }) });
  await expect(fact).toContainText('مربع');
  await expectAccessible(phone);
  await participant.context.close();
});
