import { screen, waitFor, within } from '@testing-library/react';
import { callRoutes } from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startCurrentSession } from '../../../../lib/current-session.ts';
import { sessionStore } from '../../../../lib/session.ts';
import { buildExercise, buildUserDetails, fakeApi, on } from '../../../../test/fake-api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { PlayerPage } from '../player-page.tsx';

const AGREED_AT = '2026-11-26T10:00:00.000Z';

let api: ReturnType<typeof fakeApi>;
let agreedAt: string | null;
beforeEach(() => {
  agreedAt = null;
  api = fakeApi({
    [on(callRoutes.heartDataConsent)]: () => ({ data: { agreed_at: agreedAt } }),
    [on(callRoutes.setHeartDataConsent)]: () => {
      agreedAt = AGREED_AT;
      return { data: { agreed_at: agreedAt } };
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function openPlayer() {
  startCurrentSession([buildExercise()]);
  sessionStore.signIn(buildUserDetails());
  return renderPage(<PlayerPage />, {
    path: '/Home/new-intro',
    others: ['/Home/new-after-rating'],
  });
}

describe('the player’s heart rate', () => {
  test('is one button until asked for, and asks the server nothing before', () => {
    openPlayer();
    expect(screen.getByRole('button', { name: 'Show my heart rate' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Live heart rate' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === callRoutes.heartDataConsent.path)).toBe(false);
  });

  test('offers the sources only after the agreement, then shows the demo heart live', async () => {
    const { user } = openPlayer();
    await user.click(screen.getByRole('button', { name: 'Show my heart rate' }));
    const panel = screen.getByRole('region', { name: 'Live heart rate' });
    const demo = within(panel).getByRole('button', { name: 'Try the demo heart' });
    const box = within(panel).getByRole('checkbox', { name: /I agree that Resona reads/ });
    await waitFor(() => expect(box).toBeEnabled());
    expect(demo).toBeDisabled();
    // happy-dom has no Web Bluetooth: the sensor waits for another browser, and says so.
    expect(
      within(panel).getByRole('button', { name: 'Connect a heart-rate sensor' }),
    ).toBeDisabled();
    expect(within(panel).getByText(/cannot connect to Bluetooth sensors/)).toBeVisible();

    await user.click(box);
    await waitFor(() => expect(demo).toBeEnabled());
    expect(
      api.calls.find((c) => c.method === 'POST' && c.path === callRoutes.setHeartDataConsent.path)
        ?.body,
    ).toMatchObject({ agreed: 1 });
    await user.click(demo);
    const live = screen.getByRole('region', { name: 'Live heart rate' });
    expect(within(live).getByText(/^Resona is not a medical device/)).toBeVisible();
    await waitFor(
      () => expect(within(live).getByTestId('heart-rate')).toHaveTextContent(/beats\/min/),
      {
        timeout: 4000,
      },
    );
    await user.click(within(live).getByRole('button', { name: 'Disconnect' }));
    expect(screen.queryByTestId('heart-rate')).not.toBeInTheDocument();
  });
});
