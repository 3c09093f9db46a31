import { cleanup, screen, waitFor } from '@testing-library/react';
import { callRoutes, type TSecondFactors } from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { AdminLayout } from './admin-layout.tsx';

beforeEach(() => sessionStore.signIn(buildUserDetails({ is_researcher: 1 })));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const NEEDED = 'The researcher console needs a second factor';

function openConsole(factors: TSecondFactors) {
  const api = fakeApi({
    [on(callRoutes.adminMyStudies)]: {
      status: 403,
      message: NEEDED,
      data: { error_type: 'SECOND_FACTOR_REQUIRED', status_code: 403, message: NEEDED },
    },
    [on(callRoutes.secondFactors)]: { data: factors },
    [on(callRoutes.logout)]: { message: 'Logged out', data: null },
  });
  const view = renderPage(<AdminLayout />, {
    path: '/admin',
    others: ['/Setting/security', '/login'],
  });
  return { api, ...view };
}

describe('the console refused for want of a second factor', () => {
  test('a researcher with none is sent to add an authenticator app; the console stays closed', async () => {
    const { user, router } = openConsole({
      authenticator_added_at: null,
      passkeys: [],
      recovery_codes_left: 0,
      this_session_verified: false,
      required: true,
    });
    expect(
      await screen.findByRole('heading', { name: 'The console needs a second factor' }),
    ).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Add an authenticator app or a passkey in/,
    );
    expect(screen.queryByRole('navigation')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Add an authenticator app' }));
    expect(
      await screen.findByRole('heading', { name: 'page /Setting/security' }),
    ).toBeInTheDocument();
    // The way there carries the way back, which Settings, Security offers once a factor counts.
    expect(router.state.location.search).toBe('?next=%2Fadmin');
  });

  test('a researcher who has one but did not use it signs out, to sign in again with it and come back', async () => {
    const { api, user, router } = openConsole({
      authenticator_added_at: '2026-11-20T08:00:00.000Z',
      passkeys: [],
      recovery_codes_left: 10,
      this_session_verified: false,
      required: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This session was signed in without your second factor.',
    );
    expect(screen.queryByRole('link', { name: 'Add an authenticator app' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out and sign in again' }));
    expect(await screen.findByRole('heading', { name: 'page /login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fadmin');
    await waitFor(() => expect(sessionStore.get().user).toBeNull());
    expect(api.calls.some((c) => c.path === callRoutes.logout.path)).toBe(true);
  });
});
