import type { Page, Request } from '@playwright/test';
import { buildUser, claimAccessCode, demoAccount, expect, type NewUser } from './fixtures.ts';
import { redeemAccessCode, signIn, submitSignUp, verificationLink } from './journeys.ts';

/**
 * Steps the session journeys share (issue 4): who is at the design screen, designing a session,
 * rating on the face scale with the keyboard, and the calls the player makes.
 */

/** The demo account (verified, subscribed, surveyed, calibrated) signed in, at /home. */
export async function demoAtHome(page: Page) {
  await page.goto('/login');
  await signIn(page, demoAccount());
  await expect(page).toHaveURL(/\/home$/i, { timeout: 15_000 });
}

/**
 * A brand-new subscribed user, signed in in `page`, at the first survey step: signs up here, opens
 * the mail's link in the same browser (verified and still signed in, the app moves on by itself
 * after 5 s, which Playwright's clock skips), and redeems an access code of its own.
 * Needs `page.clock.install()` first.
 */
export async function newSubscribedUser(page: Page, code = claimAccessCode()): Promise<NewUser> {
  const user = buildUser();
  await page.goto('/signup');
  await submitSignUp(page, user, { clock: true });
  const verified = page.waitForResponse((r) => r.url().includes('/api/v1/verify-email'), {
    timeout: 15_000,
  });
  await page.goto((await verificationLink(user)).toString());
  expect((await verified).status()).toBe(200);
  await expect(page.getByText('Email verified successfully')).toBeVisible();
  await page.clock.fastForward('00:06');
  await expect(page).toHaveURL(/\/algorithm$/i, { timeout: 15_000 });
  await redeemAccessCode(page, code);
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });
  return user;
}

/**
 * A brand-new subscribed user at /home with no saved design. The main screens need only verified
 * and subscribed (spec §4), so they go home from the first survey step without answering.
 * Needs `page.clock.install()` first.
 */
export async function newUserAtHome(page: Page, code?: string): Promise<NewUser> {
  const user = await newSubscribedUser(page, code);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return user;
}

export interface Design {
  goal: string;
  /** The Time radio's name: '5 min' … or 'Unlimited' for ∞. */
  time: string;
  narration: string;
  theme: string;
}

export const designNames = { goal: 'Goal', time: 'Time', narration: 'Narration', theme: 'Theme' };

/** One of the design screen's radio groups, by its (translated) title. */
export function optionGroup(page: Page, title: string) {
  return page.getByRole('radiogroup', { name: title, exact: true });
}

/**
 * Chooses goal, time, narration and theme top down, each once the level above has loaded its
 * options (the cascade of spec §4), and checks each stays chosen.
 */
export async function chooseDesign(page: Page, design: Design, names = designNames) {
  for (const level of ['goal', 'time', 'narration', 'theme'] as const) {
    const option = optionGroup(page, names[level]).getByRole('radio', {
      name: design[level],
      exact: true,
    });
    await option.click();
    await expect(option).toBeChecked();
  }
}

/**
 * Start → the server finds the exercises and the design is saved as the default → the before
 * rating. Returns the exercise the session plays (search's first), read from the search reply.
 */
export async function startSession(page: Page, startName = 'Start') {
  const search = page.waitForResponse(
    (r) => {
      const url = new URL(r.url());
      return (
        url.pathname === '/api/v2/exercise/search' && url.searchParams.get('output') === 'EXERCISE'
      );
    },
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: startName, exact: true }).click();
  const reply = (await (await search).json()) as {
    data: { output: string; exercise_list?: { exerciseID: number; title: string }[] };
  };
  expect(reply.data.output).toBe('EXERCISE');
  expect(reply.data.exercise_list?.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/Home\/before-rating-section$/, { timeout: 15_000 });
  return reply.data.exercise_list![0]!;
}

/**
 * Chooses `step` (1–5) on the face scale with the keyboard only: Space picks the focused face,
 * the arrow keys move along and check (reversed right to left).
 */
export async function rateByKeyboard(
  page: Page,
  step: number,
  { forward = 'ArrowRight', faceName = /^\d of 5/ }: { forward?: string; faceName?: RegExp } = {},
) {
  const faces = page.getByRole('radio', { name: faceName });
  await expect(faces).toHaveCount(5);
  await faces.first().focus();
  await page.keyboard.press('Space');
  await expect(faces.first()).toBeChecked();
  for (let n = 1; n < step; n += 1) {
    // Held until focus has moved: Radix moves focus a task later and checks the face it lands
    // on only while the arrow is down (Playwright's clock may run that task after a quick press).
    await page.keyboard.down(forward);
    await expect(faces.nth(n)).toBeFocused();
    await page.keyboard.up(forward);
  }
  await expect(faces.nth(step - 1)).toBeChecked();
  await expect(faces.nth(step - 1)).toBeFocused();
}

/** Sends the before rating and waits for the player. */
export async function submitBeforeRating(page: Page, submitName = 'Submit') {
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/v2/exercise/experience-feedback'),
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: submitName, exact: true }).click();
  const reply = await sent;
  expect(reply.status()).toBe(200);
  expect(reply.request().postDataJSON()).toMatchObject({ type: 1 });
  await expect(page).toHaveURL(/\/Home\/new-intro$/, { timeout: 15_000 });
}

/**
 * From /home to the player: the design chosen, Start, the before rating given (`rating`, 1–5) and
 * sent. Returns the exercise the session plays.
 */
export async function toThePlayer(page: Page, design: Design, rating = 3) {
  await chooseDesign(page, design);
  const exercise = await startSession(page);
  await rateByKeyboard(page, rating);
  await submitBeforeRating(page);
  return exercise;
}

/** The next update-video-views the page sends, with its body. */
export function nextViewUpdate(page: Page, minDuration = 0, timeout = 15_000) {
  return page
    .waitForRequest(
      (r) =>
        r.url().endsWith('/api/v2/user/update-video-views') && viewBody(r).duration >= minDuration,
      { timeout },
    )
    .then(viewBody);
}

function viewBody(request: Request): { video_views_id: number; duration: number } {
  const body = request.postData() ?? '{}';
  return JSON.parse(body) as { video_views_id: number; duration: number };
}

/**
 * The breathing guide on the player: its stage, the figure, the picture (the shape and its ring,
 * or the still swatch and bar), its caption (the phase in words) and the cue (the words with the
 * seconds).
 */
export function pacerOf(page: Page, guideName = 'Breathing guide') {
  const stage = page.getByRole('region', { name: guideName, exact: true });
  const figure = stage.locator('figure');
  return {
    stage,
    figure,
    guide: figure.locator(':scope > [aria-hidden="true"]'),
    caption: figure.locator('figcaption [aria-live]'),
    cue: figure.locator('figcaption'),
  };
}

/**
 * Switches off the player's 3-2-1 before the first breath (issue 30), as a person does in its
 * guidance: for journeys that time the first breath or the first sound from Begin's press.
 */
export async function switchOffCountdown(page: Page) {
  const countdown = page.getByRole('switch', {
    name: 'Count down 3-2-1 before the first breath',
  });
  await countdown.click();
  await expect(countdown).not.toBeChecked();
}
