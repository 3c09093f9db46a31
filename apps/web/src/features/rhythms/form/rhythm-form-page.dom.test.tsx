import { cleanup, screen, within } from '@testing-library/react';
import { callRoutes, type TRhythm } from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { RhythmFormPage } from './rhythm-form-page.tsx';

beforeEach(() => sessionStore.signIn(buildUserDetails()));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const evening: TRhythm = {
  rhythm_id: 7,
  name: 'Evening',
  position: 0,
  timing: { kind: 'pace', pace: 5.5, inhale_part: 1, exhale_part: 1, hold_in: 0, hold_out: 0 },
  ramp: { from_pace: 7, minutes: 3 },
  updated_at: '2026-11-28T10:00:00.000Z',
};

function openForm(initialEntry: string, rhythms: TRhythm[] = []) {
  const api = fakeApi({
    [on(callRoutes.rhythms)]: { data: { rhythms } },
    [on(callRoutes.saveRhythm)]: { message: 'Rhythm saved', data: { rhythm_id: 8, rhythms } },
  });
  const view = renderPage(<RhythmFormPage />, {
    path: '/rhythms/:rhythmId',
    initialEntry,
    others: ['/rhythms'],
  });
  return { ...view, api };
}

const field = (name: string) => screen.getByRole('spinbutton', { name });

describe('the rhythm form', () => {
  test('shows the pace of the phases as they are typed, and the seconds of a pace', async () => {
    const { user } = openForm('/rhythms/new?from=4-7-8');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('4-7-8');
    expect(field('Breathe in (s)')).toHaveAttribute('step', '0.1');
    expect(field('Breathe in (s)')).toHaveAttribute('inputmode', 'decimal');
    const other = screen.getByRole('status', { name: 'The same rhythm:' });
    expect(other).toHaveTextContent('3.16 breaths a minute');

    await user.clear(field('Hold after breathing in (s)'));
    await user.type(field('Hold after breathing in (s)'), '0');
    await user.clear(field('Breathe out (s)'));
    await user.type(field('Breathe out (s)'), '6');
    expect(other).toHaveTextContent('6 breaths a minute');

    await user.click(screen.getByRole('radio', { name: 'Pace, ratio and holds' }));
    expect(field('Pace (breaths a minute)')).toHaveValue(6);
    expect(field('Ratio: in')).toHaveValue(4);
    expect(field('Ratio: out')).toHaveValue(6);
    expect(other).toHaveTextContent('4 s in · 6 s out');
    await user.clear(field('Pace (breaths a minute)'));
    await user.type(field('Pace (breaths a minute)'), '5');
    expect(other).toHaveTextContent('4.8 s in · 7.2 s out');
  });

  test("shows each of the schema's messages under its own field, and sends nothing", async () => {
    const { user, api } = openForm('/rhythms/new');
    await user.clear(await screen.findByRole('spinbutton', { name: 'Breathe in (s)' }));
    await user.type(field('Breathe in (s)'), '25');
    await user.clear(field('Hold after breathing out (s)'));
    await user.type(field('Hold after breathing out (s)'), '0.05');
    await user.click(screen.getByRole('checkbox', { name: /Ease down/ }));
    await user.clear(field('Start at (breaths a minute)'));
    await user.type(field('Start at (breaths a minute)'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Give your rhythm a name',
    );
    expect(field('Breathe in (s)')).toHaveAccessibleDescription(
      'Breathing in and breathing out each last 1 to 20 seconds',
    );
    expect(field('Breathe in (s)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Hold after breathing out (s)')).toHaveAccessibleDescription('Use steps of 0.1');
    expect(field('Breathe out (s)')).not.toHaveAttribute('aria-invalid');
    // No live reading, and no preview, while the breath is out of its limits.
    expect(screen.getByRole('status', { name: 'The same rhythm:' })).toHaveTextContent('—');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the fields marked above.');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    // Fixed as typed: each message goes once its field is right.
    await user.clear(field('Breathe in (s)'));
    await user.type(field('Breathe in (s)'), '4');
    expect(field('Breathe in (s)')).not.toHaveAttribute('aria-invalid');
    await user.clear(field('Hold after breathing out (s)'));
    await user.type(field('Hold after breathing out (s)'), '0');
    // Now the breath is whole, what it implies is checked: starting slower than the rhythm's
    // own pace (3 against 6.32) does not ease down.
    expect(field('Start at (breaths a minute)')).toHaveAccessibleDescription(
      'Start faster than the rhythm’s own pace, so that it eases down to it',
    );
  });

  test('an edit opens with its rhythm and ramp, and Save sends it and goes back', async () => {
    const { user, api, router } = openForm('/rhythms/7', [evening]);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Evening');
    expect(screen.getByRole('radio', { name: 'Pace, ratio and holds' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Ease down/ })).toBeChecked();
    expect(screen.getByText('7 → 5.5 over 3 min')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText(/Breathe in|Hold|Breathe out/)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Slow evening');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'page /rhythms' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rhythms');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      rhythm_id: 7,
      name: 'Slow evening',
      timing: evening.timing,
      ramp: evening.ramp,
    });
  });

  test('a rhythm that no longer exists says so', async () => {
    openForm('/rhythms/99', [evening]);
    expect(await screen.findByText('This rhythm no longer exists')).toBeInTheDocument();
  });
});
