import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { PHONE, SMALL_PHONE, atSize, expectCentredOn, expectOnOneLine } from '../support/layout.ts';
import {
  chooseDesign,
  demoAtHome,
  newSubscribedUser,
  newUserAtHome,
  nextViewUpdate,
  optionGroup,
  pacerOf,
  rateByKeyboard,
  startSession,
  submitBeforeRating,
  toThePlayer,
} from '../support/session-journeys.ts';
import { ARABIC_DESIGN } from '../support/arabic-design.ts';

/**
 * The breathing session of issue 4: design → before rating → the player → after rating. The
 * page's clock is Playwright's: the player reads performance.now and draws on animation frames
 * with a 250 ms heartbeat, so `clock.fastForward` jumps minutes at once and the next heartbeat
 * lands on the right phase (the engine computes from one start time, it never catches up).
 * Journeys whose state matters (saved default, likes) get a fresh user each.
 */
test.describe.configure({ mode: 'parallel' });

test('a 5-minute session: design, rate before, breathe it through, rate after, feedback', async ({
  page,
}) => {
  await page.clock.install();
  await newUserAtHome(page);
  await expect(page.getByRole('heading', { name: 'Design your session', level: 1 })).toBeVisible();
  // A new user has no saved design: nothing is chosen below the goal yet.
  await expect(optionGroup(page, 'Goal').getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByText('Choose a goal first.')).toBeVisible();

  await chooseDesign(page, {
    goal: 'Stress resilience',
    time: '5 min',
    narration: 'No narration',
    theme: 'Ocean',
  });
  await expectAccessible(page);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v2/exercise/set-default') && r.request().method() === 'POST',
  );
  const exercise = await startSession(page);
  expect((await saved).status()).toBe(200);

  // Before: the goal's question and its face scale, chosen with the keyboard.
  await expect(page.getByRole('heading', { name: 'How do you feel right now?' })).toBeVisible();
  await expect(page.getByText('How stressed do you feel right now?')).toBeVisible();
  await expect(page.getByRole('radio', { name: '1 of 5 — Very stressed' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '5 of 5 — Very calm' })).toBeVisible();
  await expectAccessible(page);
  await rateByKeyboard(page, 2);
  await submitBeforeRating(page);

  // The player: goal, exercise, the ocean theme's wave guide, ready to begin.
  await expect(page.getByRole('heading', { name: 'Stress resilience', level: 1 })).toBeVisible();
  await expect(page.getByText(exercise.title, { exact: true })).toBeVisible();
  const { figure, guide, caption } = pacerOf(page);
  await expect(figure).toHaveAttribute('data-shape', 'wave');
  await expect(figure).toHaveAttribute('data-motion', 'full');
  await expect(caption).toHaveText('Ready when you are');
  await expectCentredOn(caption, guide);
  await expect(page.getByRole('switch', { name: 'Sound' })).toBeChecked();
  await expectAccessible(page);

  // Feedback on the exercise, from the player's panel.
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Feedback' });
  await panel.getByRole('textbox', { name: 'Your feedback on this exercise' }).fill('Calming.');
  const feedbackSent = page.waitForResponse((r) => r.url().endsWith('/api/v1/exercise/feedback'));
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  expect((await feedbackSent).status()).toBe(200);
  await expect(
    panel.getByRole('region', { name: 'Your earlier feedback' }).getByText('Calming.'),
  ).toBeVisible();
  // Closed with its button: Escape right after sending would first dismiss the 'saved' toast.
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel).toHaveCount(0);

  // Begin: a history record, the 10 s intro, then breathing.
  const history = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/update-history'));
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  const { video_views_id } = (
    (await (await history).json()) as { data: { video_views_id: number } }
  ).data;
  await expect(page.getByText(/^Breathing starts in \d+ s$/)).toBeVisible();
  await page.clock.fastForward('00:11');
  await expect(caption).toHaveText('Breathe in');
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(page.getByText('Time left')).toBeVisible();
  // The time left counts the seconds down while breathing.
  const timeLeft = page.locator('p', { hasText: 'Time left' }).locator('span').last();
  await expect(timeLeft).toHaveText(/^00:0(5:00|4:5\d)$/);
  const shown = (await timeLeft.textContent())!;
  await page.clock.fastForward('00:03');
  await expect(timeLeft).not.toHaveText(shown);
  await expect(timeLeft).toHaveText(/^00:04:5\d$/);

  // Five minutes later the last breath completes and the session ends by itself.
  const final = nextViewUpdate(page, 300);
  await page.clock.fastForward('05:30');
  await expect(page).toHaveURL(/\/Home\/new-after-rating$/, { timeout: 15_000 });
  const view = await final;
  expect(view.video_views_id).toBe(video_views_id);
  expect(view.duration).toBeGreaterThanOrEqual(300);

  // After: the summary, the rating, free text → home (the goal has a rating).
  await expect(page.getByRole('heading', { name: 'How do you feel now?' })).toBeVisible();
  await expect(page.getByText('Session complete')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Stress resilience' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^00:0[56]:\d\d$/ })).toBeVisible();
  // On phones the pace stays one figure with its unit, on one line.
  const pace = page.getByRole('definition').filter({ hasText: /^\d+(\.\d)? breaths\/min$/ });
  await expect(pace).toBeVisible();
  for (const size of [PHONE, SMALL_PHONE]) await atSize(page, size, () => expectOnOneLine(pace));
  await expectAccessible(page);
  await rateByKeyboard(page, 4);
  await page
    .getByRole('textbox', { name: 'Anything you would like to tell us? (optional)' })
    .fill('I feel lighter.');
  const after = page.waitForResponse((r) =>
    r.url().endsWith('/api/v2/exercise/experience-feedback'),
  );
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const reply = await after;
  expect(reply.status()).toBe(200);
  expect(reply.request().postDataJSON()).toMatchObject({
    type: 2,
    rating: 4,
    exercise_id: exercise.exerciseID,
    feedback: 'I feel lighter.',
    experience_id: video_views_id,
  });
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });

  // The design became the default: the screen opens with it chosen.
  for (const [group, name] of [
    ['Goal', 'Stress resilience'],
    ['Time', '5 min'],
    ['Narration', 'No narration'],
    ['Theme', 'Ocean'],
  ] as const) {
    await expect(optionGroup(page, group).getByRole('radio', { name, exact: true })).toBeChecked();
  }
});

test('Start without a full selection says so inline; an unlimited session loops', async ({
  page,
}) => {
  await page.clock.install();
  await newUserAtHome(page);

  // Focus offers several durations and no saved default picks one: Start asks for the rest.
  await optionGroup(page, 'Goal').getByRole('radio', { name: 'Focus', exact: true }).click();
  const times = optionGroup(page, 'Time').getByRole('radio');
  await expect(times).toHaveCount(5);
  // On phones each duration reads on one line, "10 min" as well as "5 min".
  const timeLabels = optionGroup(page, 'Time').locator('label');
  for (const size of [PHONE, SMALL_PHONE]) {
    await atSize(page, size, () => expectOnOneLine(timeLabels));
  }
  await expect(optionGroup(page, 'Time').getByRole('radio', { checked: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('Please select above information', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  await chooseDesign(page, {
    goal: 'Focus',
    time: 'Unlimited',
    narration: 'No narration',
    theme: 'Night',
  });
  await expect(page.getByText('Please select above information')).toHaveCount(0);
  await startSession(page);
  await rateByKeyboard(page, 3);
  await submitBeforeRating(page);

  const { figure, caption } = pacerOf(page);
  await expect(figure).toHaveAttribute('data-shape', 'square');
  const history = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/update-history'));
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  const { video_views_id } = (
    (await (await history).json()) as { data: { video_views_id: number } }
  ).data;
  await page.getByRole('button', { name: 'Skip intro', exact: true }).click();
  await expect(caption).toHaveText('Breathe in');
  await expect(page.getByText('∞', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Loop this exercise' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // A round is 5 minutes: past it, the duration so far is reported and breathing goes on.
  const roundOne = nextViewUpdate(page, 300);
  await page.clock.fastForward('05:20');
  const update = await roundOne;
  expect(update.video_views_id).toBe(video_views_id);
  await expect(page).toHaveURL(/\/Home\/new-intro$/);
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.clock.fastForward('00:07');
  await expect(caption).toHaveText(/^Breathe (in|out)$/);

  // With the loop toggle on, the next round is this exercise again, and still no end.
  const loop = page.getByRole('button', { name: 'Loop this exercise' });
  await loop.click();
  await expect(loop).toHaveAttribute('aria-pressed', 'true');
  const roundTwo = nextViewUpdate(page, update.duration + 290);
  await page.clock.fastForward('05:10');
  expect((await roundTwo).video_views_id).toBe(video_views_id);
  await expect(page).toHaveURL(/\/Home\/new-intro$/);
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // End session leaves for the after rating, reporting what was breathed.
  const ended = nextViewUpdate(page, update.duration + 290);
  await page.getByRole('link', { name: 'End session' }).click();
  await expect(page).toHaveURL(/\/Home\/new-after-rating$/);
  await ended;
});

test('like → dislike → like: pressed states follow the server', async ({ page }) => {
  await page.clock.install();
  await newUserAtHome(page);
  await toThePlayer(
    page,
    {
      goal: 'Sleep',
      time: '10 min',
      narration: 'Guided voice',
      theme: 'Dawn',
    },
    1,
  );

  const like = page.getByRole('button', { name: 'Like', exact: true });
  const dislike = page.getByRole('button', { name: 'Dislike', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(dislike).toHaveAttribute('aria-pressed', 'false');

  const press = async (button: typeof like, expected: 0 | 1 | 2) => {
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/v2/exercise/like-dislike'));
    await button.click();
    const response = await reply;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { is_like: number } };
    expect(body.data.is_like).toBe(expected);
    await expect(like).toHaveAttribute('aria-pressed', String(expected === 1));
    await expect(dislike).toHaveAttribute('aria-pressed', String(expected === 2));
    await expect(like).not.toHaveAttribute('aria-disabled', 'true');
  };
  await press(like, 1);
  await press(dislike, 2);
  await press(like, 1);

  // The server keeps it: the player opened again shows the like.
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(dislike).toHaveAttribute('aria-pressed', 'false');
});

test('reduced motion: the still rendering, with captions', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await demoAtHome(page);
  await toThePlayer(page, {
    goal: 'Stress resilience',
    time: '5 min',
    narration: 'Gentle counting',
    theme: 'Dawn',
  });

  const { figure, caption } = pacerOf(page);
  await expect(figure).toHaveAttribute('data-motion', 'reduced');
  // No shape that grows and shrinks: a colour swatch and a bar that fills.
  await expect(figure.locator('svg')).toHaveCount(0);
  await expect(caption).toHaveText('Ready when you are');
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  await page.getByRole('button', { name: 'Skip intro', exact: true }).click();
  await expect(caption).toHaveText('Breathe in');
  await page.clock.fastForward('00:02');
  const fill = figure.locator('[style*="inline-size"]');
  await expect(fill).toHaveCount(1);
  await expect(fill).not.toHaveAttribute('style', /inline-size: 0(\.0+)?%/);
  await page.clock.fastForward('00:05');
  await expect(caption).toHaveText('Breathe out');
  await expect(figure).toHaveAttribute('data-phase', 'exhale');
  await expect(figure.locator('svg')).toHaveCount(0);
});

test('the tutorial opens in a dialog from the design screen and Escape closes it', async ({
  page,
}) => {
  await demoAtHome(page);
  const open = page.getByRole('button', { name: 'Tutorial', exact: true });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Tutorial' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Go to slide \d+$/ }).first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});

/** The web app's own Arabic catalogue, so the journey fails when a label is left untranslated. */
async function arabic() {
  // A computed path: the catalogue belongs to the web app's program, not to this one's.
  const path = '../../apps/web/src/i18n/locales/ar/index.ts';
  const { default: ar } = (await import(path)) as {
    default: {
      survey: { next: string; submit: string };
      pages: { sessionDesign: string; beforeRating: string };
      session: Record<
        | 'goal'
        | 'time'
        | 'narration'
        | 'theme'
        | 'start'
        | 'minutes'
        | 'length'
        | 'lengthBreaths'
        | 'breathCount',
        string
      >;
      rating: { submit: string; stepOf: string };
      player: Record<
        | 'guide'
        | 'begin'
        | 'skipIntro'
        | 'inhale'
        | 'exhale'
        | 'ready'
        | 'getReady'
        | 'breathsLeft',
        string
      >;
    };
  };
  return ar;
}

async function expectRtl(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

test('the session in Arabic: right to left, Arabic captions', async ({ page }) => {
  const ar = await arabic();
  await page.clock.install();
  await newSubscribedUser(page);

  // The survey's language step makes Arabic the account's language.
  await page.goto('/language-question');
  await page.getByRole('radio', { name: 'العربية', exact: true }).click();
  await expectRtl(page);
  await page.getByRole('button', { name: ar.survey.next, exact: true }).click();
  await expect(page).toHaveURL(/\/experience-question$/);
  await page.getByRole('radio').first().click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/survey'));
  await page.getByRole('button', { name: ar.survey.submit, exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/calibration$/, { timeout: 15_000 });

  // The design screen, opened afresh: the account's language, right to left.
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: ar.pages.sessionDesign, level: 1 })).toBeVisible();
  await expectRtl(page);
  await chooseDesign(page, ARABIC_DESIGN, ar.session);
  await expectAccessible(page);
  await atSize(page, PHONE, () =>
    expectOnOneLine(optionGroup(page, ar.session.time).locator('label')),
  );
  // Counted in breaths (issue 30): the length's message in Arabic, then three breaths.
  await optionGroup(page, ar.session.length)
    .getByRole('radio', { name: ar.session.lengthBreaths, exact: true })
    .click();
  const breaths = page.getByRole('spinbutton', { name: ar.session.breathCount, exact: true });
  await breaths.fill('0');
  await expect(page.getByText('تستمر الجلسة من 1 إلى 1000 نفس')).toBeVisible();
  await breaths.fill('3');
  await expect(page.getByText('تستمر الجلسة من 1 إلى 1000 نفس')).toHaveCount(0);
  await startSession(page, ar.session.start);

  // The face scale in Arabic; the left arrow moves forward right to left.
  await expect(page.getByRole('heading', { name: ar.pages.beforeRating })).toBeVisible();
  await expectRtl(page);
  const faceName = new RegExp(
    `^${ar.rating.stepOf.replace('{{step}}', '\\d').replace('{{total}}', '5')}`,
  );
  await rateByKeyboard(page, 3, { forward: 'ArrowLeft', faceName });
  await submitBeforeRating(page, ar.rating.submit);

  // The player: right to left, and the guide speaks Arabic.
  await expectRtl(page);
  await expect(
    page.getByRole('heading', { name: 'المرونة في مواجهة التوتر', level: 1 }),
  ).toBeVisible();
  const { caption, guide } = pacerOf(page, ar.player.guide);
  await expect(caption).toHaveText(ar.player.ready);
  await atSize(page, PHONE, () => expectCentredOn(caption, guide));
  await page.getByRole('button', { name: ar.player.begin, exact: true }).click();
  await page.getByRole('button', { name: ar.player.skipIntro, exact: true }).click();
  // The 3-2-1 in Arabic, then the first breath.
  await expect(page.getByRole('status', { name: ar.player.getReady })).toBeVisible();
  await expect(caption).toHaveText(ar.player.inhale);
  await expect(page.getByText(ar.player.breathsLeft)).toBeVisible();
  await page.clock.fastForward('00:06');
  await expect(caption).toHaveText(ar.player.exhale);
  await expectRtl(page);
  await expectAccessible(page);
  // The third breath ends the session, whatever the time chosen.
  await page.clock.fastForward('00:45');
  await expect(page).toHaveURL(/\/Home\/new-after-rating$/, { timeout: 15_000 });
});
