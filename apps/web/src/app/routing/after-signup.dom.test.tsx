import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { callRoutes, SIGNUP_REDIRECT_MS } from '@resona/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SignupPage } from '../../features/auth/pages/signup-page.tsx';
import { sessionStore } from '../../lib/session.ts';
import { buildUserDetails, fakeApi, publicConfigOff, on } from '../../test/fake-api.ts';
import { fillInSignup } from '../../test/forms.ts';
import { testQueryClient } from '../../test/render.tsx';
import { guardLoader } from './guard.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const signedUp = {
  message: 'Sign-up succeeded. Please verify your email address with the link we sent you',
  data: { user_details: buildUserDetails({ email: 'new@example.com', is_verified: 0 }) },
};

/**
 * /signup as the app routes it: every page behind the guard, and the guards run again whenever
 * the session changes (as the providers do once a new session's profile has been read).
 */
function openSignup() {
  // Nothing shows while the first guard runs.
  const guarded = { loader: guardLoader, HydrateFallback: () => null };
  const page = (path: string) => ({ path, ...guarded, element: <h1>{`page ${path}`}</h1> });
  const router = createMemoryRouter(
    [{ path: '/signup', ...guarded, element: <SignupPage /> }, page('/'), page('/check')],
    { initialEntries: ['/signup'] },
  );
  const stop = sessionStore.subscribe(() => void router.revalidate());
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user, stop };
}

/** Fills in the form as a person would and presses Sign up. */
async function signUp(user: ReturnType<typeof openSignup>['user']) {
  await screen.findByRole('button', { name: 'Sign up' });
  await fillInSignup(user, {
    email: 'new@example.com',
    password: 'Secret#123',
    confirm: 'Secret#123',
    code: 'CALM-2026',
    terms: true,
  });
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('after a successful sign-up (spec §4)', () => {
  test(`the text stays on /signup for ${SIGNUP_REDIRECT_MS} ms, then the user is at /check`, async () => {
    // Timers run as usual, and the test can move them on.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      [on(callRoutes.config)]: publicConfigOff,
      [on(callRoutes.signup)]: signedUp,
    });
    const { router, user, stop } = openSignup();
    await signUp(user);

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(signedUp.message);
    expect(api.calls.find((c) => c.path === callRoutes.signup.path)?.body).toMatchObject({
      email: 'new@example.com',
      access_code: 'CALM-2026',
      default_language: 1,
    });

    await act(() => vi.advanceTimersByTimeAsync(SIGNUP_REDIRECT_MS - 200));
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('status')).toHaveTextContent(signedUp.message);

    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(await screen.findByRole('heading', { name: 'page /check' })).toBeInTheDocument();
    expect(sessionStore.get().user?.email).toBe('new@example.com');
    stop();
  });

  test('a reload within those seconds keeps the new session, so the person returns to /check', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ [on(callRoutes.config)]: publicConfigOff, [on(callRoutes.signup)]: signedUp });
    const { user, stop } = openSignup();
    await signUp(user);
    await screen.findByRole('status');
    stop();
    expect(sessionStore.get().token).toBeNull();

    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStore.get().user?.email).toBe('new@example.com');
    expect(localStorage.length).toBeGreaterThan(0);
  });
});
