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

  test('Begin starts the breathing: the guide announces "Breathe in" and Pause appears', async () => {
    const { user } = openPlayer();
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeVisible();
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
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    const timeLeft = await screen.findByText('Time left', undefined, { timeout: 3000 });
    const value = () => timeLeft.nextElementSibling?.textContent;
    expect(value()).toMatch(/^00:0(5:00|4:5\d)$/);
    await waitFor(() => expect(value()).toMatch(/^00:04:5\d$/), { timeout: 3000 });
  });

  test('an intro counts down aloud, and Skip intro starts the breathing now', async () => {
    const { user } = openPlayer(buildExercise({ intro_duration: '00:00:20' }));
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    expect(screen.getByText('Breathing starts in 20 s')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Slow breathing to settle body and mind.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Skip intro' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeVisible();
    expect(screen.queryByText(/Breathing starts in/)).not.toBeInTheDocument();
    expect(announced()).toHaveTextContent('Breathe in');
  });

  test('End session stops and saves the time breathed, then asks for the rating', async () => {
    const { user } = openPlayer();
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
