import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  chooseDesign,
  demoAtHome,
  optionGroup,
  pacerOf,
  rateByKeyboard,
  startSession,
  submitBeforeRating,
} from '../support/session-journeys.ts';

/**
 * Issue 30: a person picks a rhythm on the design screen beside goal, time, narration and theme,
 * and the session breathes it: Box 4-4-4-4 holds after breathing in and after breathing out, the
 * guide's words follow, and the play tells the server which rhythm it was breathed in.
 */
test('a session breathed in Box 4-4-4-4: the guide holds, and the play keeps its rhythm', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await demoAtHome(page);
  await chooseDesign(page, {
    goal: 'Stress resilience',
    time: '5 min',
    narration: 'No narration',
    theme: 'Dawn',
  });
  const rhythms = optionGroup(page, 'Rhythm');
  // The person's resonance pace is the default, as sessions always were.
  await expect(
    rhythms.getByRole('radio', { name: 'My resonance pace', exact: true }),
  ).toBeChecked();
  const box = rhythms.getByRole('radio', { name: 'Box 4-4-4-4', exact: true });
  await box.click();
  await expect(box).toBeChecked();

  const play = page.waitForRequest((r) => r.url().endsWith('/api/v2/user/update-history'));
  await startSession(page);
  await rateByKeyboard(page, 3);
  await submitBeforeRating(page);
  const { caption } = pacerOf(page);
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  await page.getByRole('button', { name: 'Skip intro', exact: true }).click();
  await expect(caption).toHaveText('Breathe in');
  expect((await play).postDataJSON()).toMatchObject({
    rhythm: {
      name: 'Box 4-4-4-4',
      timing: { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 },
      ramp: null,
    },
  });
  // Four seconds each: in, hold, out, hold, then in again.
  for (const words of ['Hold', 'Breathe out', 'Hold', 'Breathe in']) {
    await expect(caption).toHaveText(words, { timeout: 8_000 });
  }
});

/** The guide's words as they change, each with the page's time of the change (ms). */
async function recordCaptions(page: Page) {
  await page.evaluate(() => {
    const caption = document.querySelector('figure figcaption [aria-live]')!;
    const changes: { words: string; at: number }[] = [];
    (window as unknown as { captionChanges: typeof changes }).captionChanges = changes;
    new MutationObserver(() =>
      changes.push({ words: caption.textContent ?? '', at: performance.now() }),
    ).observe(caption, { childList: true, characterData: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { captionChanges: { words: string; at: number }[] }).captionChanges,
    );
}

/**
 * Issue 30: a rhythm of the person's own that eases down (2 s in, 2 s out — 15 breaths a
 * minute — from 20 over half a minute), breathed for exactly 10 breaths after a 3-2-1: the guide's
 * words follow the rhythm's closed form (how closely is printed), and the session ends after the
 * tenth.
 */
test('ten breaths of a rhythm that eases down, after a 3-2-1, on its closed form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The demo account: a real clock throughout (a new account's sign-up needs a fake one).
  await demoAtHome(page);
  const name = `Quick settle ${Date.now().toString(36)}`;
  await page.goto('/rhythms/new');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('spinbutton', { name: 'Breathe in (s)' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Hold after breathing in (s)' }).fill('0');
  await page.getByRole('spinbutton', { name: 'Breathe out (s)' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Hold after breathing out (s)' }).fill('0');
  await page.getByRole('checkbox', { name: /Ease down/ }).check();
  await page.getByRole('spinbutton', { name: 'Start at (breaths a minute)' }).fill('20');
  await page.getByRole('spinbutton', { name: 'Ease down over (minutes)' }).fill('0.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/rhythms$/);

  await page.goto('/Home');
  await chooseDesign(page, {
    goal: 'Stress resilience',
    time: '5 min',
    narration: 'No narration',
    theme: 'Dawn',
  });
  await optionGroup(page, 'Rhythm').getByRole('radio', { name, exact: true }).click();
  const lengths = optionGroup(page, 'Length');
  await expect(lengths.getByRole('radio', { name: 'As the time above' })).toBeChecked();
  await lengths.getByRole('radio', { name: 'A number of breaths' }).click();
  const breaths = page.getByRole('spinbutton', { name: 'Breaths' });
  await breaths.fill('1001');
  await expect(page.getByText('A session lasts 1 to 1,000 breaths')).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/Home$/);
  await breaths.fill('10');
  await expect(page.getByText('A session lasts 1 to 1,000 breaths')).toHaveCount(0);

  const play = page.waitForRequest((r) => r.url().endsWith('/api/v2/user/update-history'));
  await startSession(page);
  await rateByKeyboard(page, 3);
  await submitBeforeRating(page);
  const { caption } = pacerOf(page);
  // The player is drawn before its words are watched.
  await expect(caption).toHaveText('Ready when you are');
  const captions = await recordCaptions(page);
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  await page.getByRole('button', { name: 'Skip intro', exact: true }).click();
  const countdown = page.getByRole('status', { name: 'Get ready' });
  await expect(countdown).toContainText('3');
  await expect(countdown).toContainText('1');
  await expect(caption).toHaveText('Breathe in');
  await expect(countdown).toHaveCount(0);
  await expect(page.getByText('Breaths left')).toBeVisible();
  expect((await play).postDataJSON()).toMatchObject({
    rhythm: { name, ramp: { from_pace: 20, minutes: 0.5 } },
  });

  // The tenth breath ends the session: the after rating says so.
  await expect(page).toHaveURL(/\/Home\/new-after-rating$/, { timeout: 60_000 });
  await expect(page.getByText('Session complete')).toBeVisible();
  // Each change of the words once (a repeat of the same words is no change a person sees).
  const changes = (await captions())
    .filter((c) => c.words.startsWith('Breathe'))
    .filter((c, i, all) => i === 0 || all[i - 1]!.words !== c.words);
  expect(changes.filter((c) => c.words === 'Breathe in')).toHaveLength(10);
  expect(changes.filter((c) => c.words === 'Breathe out')).toHaveLength(10);
  expect(changes.map((c) => c.words)).toEqual(
    Array.from({ length: 20 }, (_, i) => (i % 2 ? 'Breathe out' : 'Breathe in')),
  );

  // The closed form: breath φ is taken at t where 20t/60 − 5t²/(2·30·60) = φ up to 30 s.
  const timeAt = (phi: number) => {
    const ramp = ((20 + 15) * 30) / 120;
    if (phi >= ramp) return 30 + (60 * (phi - ramp)) / 15;
    const x = 60 * phi;
    return (2 * x) / (20 + Math.sqrt(400 + (2 * (15 - 20) * x) / 30));
  };
  const planned = changes.map((_, i) => timeAt(i / 2) * 1000);
  // The first words show as breathing starts, before the picture takes on the sound's start-up
  // latency (decision 074); from the second on, each is held against the schedule's best fit.
  const offsets = changes.slice(1).map((c, i) => c.at - planned[i + 1]!);
  const fit = [...offsets].sort((a, b) => a - b)[Math.floor(offsets.length / 2)]!;
  const errors = offsets.map((o) => Math.abs(o - fit)).sort((a, b) => a - b);
  const p90 = errors[Math.ceil(errors.length * 0.9) - 1]!;
  const worst = errors.at(-1)!;
  console.log(
    `ten breaths: the guide's words within ${p90.toFixed(1)} ms of the schedule (9 in 10), ` +
      `worst ${worst.toFixed(1)} ms`,
  );
  // How close is a figure for the issue (11–24 ms for nine in ten on this machine): timing is
  // measured, not asserted (a loaded machine holds frames up). What is asserted is that no change
  // is off by a part of a breath: breathed at the target's pace from the start instead of easing
  // down, the words would part from the schedule by seconds.
  expect(worst).toBeLessThanOrEqual(400);
});
