import { screen, waitFor, within } from '@testing-library/react';
import { callRoutes } from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { readCurrentSession, startCurrentSession } from '../../../lib/current-session.ts';
import { sessionStore } from '../../../lib/session.ts';
import { buildExercise, buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { PlayerPage } from './player-page.tsx';

const AFTER_RATING = '/Home/new-after-rating';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  // The exercise's details fail here: the player goes on with the listed copy, as offline.
  api = fakeApi({
    [on(callRoutes.updateHistory)]: {
      data: { video_views_id: 5, exerciseHistoryID: 9, exercise_id: 11 },
    },
    [on(callRoutes.updateVideoViews)]: { data: {} },
  });
});
afterEach(() => vi.unstubAllGlobals());

function openPlayer(exercise = buildExercise()) {
  startCurrentSession([exercise]);
  // The play is written through the signed-in account's write queue.
  sessionStore.signIn(buildUserDetails());
  return renderPage(<PlayerPage />, { path: '/Home/new-intro', others: [AFTER_RATING] });
}

/** The 3-2-1 before the first breath, switched off as a person does (the tests that follow it). */
async function switchOffCountdown(user: { click: (el: Element) => Promise<void> }) {
  await user.click(
    screen.getByRole('switch', { name: 'Count down 3-2-1 before the first breath' }),
  );
}

/** What the breathing guide says aloud to a screen reader (its polite live region). */
function announced() {
  const guide = screen.getByRole('region', { name: 'Breathing guide' });
  const live = guide.querySelector('[aria-live="polite"]');
  expect(live).not.toBeNull();
  return live!;
}

describe('the player’s controls', () => {
  test('before Begin: the goal, the invitation and Begin; the guide says it is ready', () => {
    openPlayer();
    expect(screen.getByRole('heading', { name: 'Calm' })).toBeVisible();
    expect(screen.getByText('calm evening')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Begin' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(announced()).toHaveTextContent('Ready when you are');
  });

  test('Begin counts 3-2-1, then the guide announces "Breathe in" and Pause appears', async () => {
    const { user } = openPlayer();
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    const countdown = screen.getByRole('status', { name: 'Get ready' });
    expect(countdown).toHaveTextContent('3');
    await waitFor(() => expect(countdown).toHaveTextContent('2'), { timeout: 2000 });
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pause' }, { timeout: 4000 })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Get ready' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Begin' })).not.toBeInTheDocument();
    expect(announced()).toHaveTextContent('Breathe in');
    // The play is recorded in the history.
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === callRoutes.updateHistory.path)?.body).toEqual({
        exercise_id: 11,
      }),
    );
  });

  test('Pause holds the guide and says so; Resume carries on', async () => {
    const { user } = openPlayer();
    await switchOffCountdown(user);
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(announced()).toHaveTextContent('Paused');
    const resume = screen.getByRole('button', { name: 'Resume' });
    await user.click(resume);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect(announced()).toHaveTextContent(/Breathe (in|out)/);
  });

  test('while breathing the time left counts down the seconds', async () => {
    const { user } = openPlayer(
      buildExercise({ exercise_duration: '00:05:00', duration_minutes: 5 }),
    );
    await switchOffCountdown(user);
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    const timeLeft = await screen.findByText('Time left', undefined, { timeout: 3000 });
    const value = () => timeLeft.nextElementSibling?.textContent;
    expect(value()).toMatch(/^00:0(5:00|4:5\d)$/);
    await waitFor(() => expect(value()).toMatch(/^00:04:5\d$/), { timeout: 3000 });
  });

  test('an intro counts down aloud, and Skip intro goes on to the 3-2-1 and breathing', async () => {
    const { user } = openPlayer(buildExercise({ intro_duration: '00:00:20' }));
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    expect(screen.getByText('Breathing starts in 20 s')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Slow breathing to settle body and mind.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Skip intro' }));
    expect(screen.getByRole('status', { name: 'Get ready' })).toHaveTextContent('3');
    expect(await screen.findByRole('button', { name: 'Pause' }, { timeout: 4000 })).toBeVisible();
    expect(screen.queryByText(/Breathing starts in/)).not.toBeInTheDocument();
    expect(announced()).toHaveTextContent('Breathe in');
  });

  test('End session stops and saves the time breathed, then asks for the rating', async () => {
    const { user } = openPlayer();
    await switchOffCountdown(user);
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    await screen.findByRole('button', { name: 'Pause' });
    await user.click(screen.getByRole('link', { name: 'End session' }));
    expect(await screen.findByRole('heading', { name: `page ${AFTER_RATING}` })).toBeVisible();
    expect(readCurrentSession()?.played).toEqual([
      expect.objectContaining({ exercise_id: 11, bpm: 6 }),
    ]);
  });

  test('the guidance switches are named and toggle: sound on at first, then off', async () => {
    const { user } = openPlayer();
    const guidance = screen.getByRole('group', { name: 'Guidance' });
    const sound = within(guidance).getByRole('switch', { name: 'Sound' });
    expect(sound).toBeChecked();
    await user.click(sound);
    expect(sound).not.toBeChecked();
    const loop = screen.getByRole('button', { name: /Loop this exercise/ });
    expect(loop).toHaveAttribute('aria-pressed', 'false');
    await user.click(loop);
    expect(loop).toHaveAttribute('aria-pressed', 'true');
  });

  test('the countdown and the cue sound keep the person’s choice for the next session', async () => {
    const first = openPlayer();
    const countdown = screen.getByRole('switch', {
      name: 'Count down 3-2-1 before the first breath',
    });
    expect(countdown).toBeChecked();
    await switchOffCountdown(first.user);
    const cues = screen.getByRole('combobox', { name: 'Cues' });
    expect(cues).toHaveValue('tones');
    await first.user.selectOptions(cues, 'Soft bell');
    first.unmount();
    const second = openPlayer();
    expect(
      screen.getByRole('switch', { name: 'Count down 3-2-1 before the first breath' }),
    ).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Cues' })).toHaveValue('bell');
    // With the sound off the cue sound cannot be chosen or heard.
    await second.user.click(screen.getByRole('switch', { name: 'Sound' }));
    expect(screen.getByRole('combobox', { name: 'Cues' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hear one breath' })).toBeDisabled();
    // Switched off, Begin starts breathing at once.
    await second.user.click(screen.getByRole('button', { name: 'Begin' }));
    expect(screen.queryByRole('status', { name: 'Get ready' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('the vibration switch keeps the person’s choice for the next session', async () => {
    const buzzes: unknown[] = [];
    vi.stubGlobal('navigator', { ...navigator, vibrate: (p: unknown) => buzzes.push(p) > 0 });
    const first = openPlayer(buildExercise({ narration_style: 'voice' }));
    const vibration = screen.getByRole('switch', { name: 'Vibration' });
    expect(vibration).not.toBeChecked();
    await first.user.click(vibration);
    expect(vibration).toBeChecked();
    first.unmount();
    openPlayer(buildExercise({ narration_style: 'voice' }));
    expect(screen.getByRole('switch', { name: 'Vibration' })).toBeChecked();
    // Every app language has its recorded voice: spoken guidance is offered, not greyed out.
    expect(screen.getByRole('switch', { name: 'Spoken guidance' })).toBeEnabled();
  });

  test('the goal’s info opens with its description and closes with Escape', async () => {
    const { user } = openPlayer();
    await user.click(screen.getByRole('button', { name: 'About Calm' }));
    const info = await screen.findByRole('dialog', { name: 'Calm' });
    expect(info).toHaveTextContent('Slow breathing to settle body and mind.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'About Calm' })).toHaveFocus();
  });
});
