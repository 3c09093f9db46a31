import { screen, waitFor } from '@testing-library/react';
import { callRoutes } from '@resona/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { buildUserDetails, fakeApi, publicConfigOff, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

async function openLogin() {
  const view = renderPage(<LoginPage />, { path: '/login', others: ['/'] });
  // The form appears once the bot check has passed (off here).
  await screen.findByRole('button', { name: 'Sign in' });
  return view;
}

describe('the sign-in form', () => {
  test('shows the labels a person signs in with', async () => {
    fakeApi({ [on(callRoutes.config)]: publicConfigOff });
    await openLogin();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/Forgot',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  test('an empty submit says what is missing in the spec’s words and sends nothing', async () => {
    const api = fakeApi({ [on(callRoutes.config)]: publicConfigOff });
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is required'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(email).toHaveFocus();
    expect(api.calls.filter((c) => c.path === callRoutes.login.path)).toHaveLength(0);
  });

  test('a malformed address is refused, and the error goes once it is put right', async () => {
    fakeApi({ [on(callRoutes.config)]: publicConfigOff });
    const { user } = await openLogin();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ana@example');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Please enter a valid email address'),
    );
    expect(email).toBeInvalid();

    await user.type(email, '.com');
    expect(email).toBeValid();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  test('signing in sends the address and password, starts the session and leaves the page', async () => {
    const api = fakeApi({
      [on(callRoutes.config)]: publicConfigOff,
      [on(callRoutes.login)]: {
        message: 'Login successfully',
        data: { user_details: buildUserDetails({ email: 'ana@example.com' }) },
      },
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'Ana@Example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    const login = api.calls.find((c) => c.path === callRoutes.login.path);
    expect(login?.method).toBe('POST');
    expect(login?.body).toMatchObject({ email: 'ana@example.com', password: 'Secret#123' });
    expect(sessionStore.get().user?.email).toBe('ana@example.com');
  });

  test('a researcher sent from a console page returns to it, and only to a console page', async () => {
    for (const [next, lands] of [
      ['/admin/cohorts', 'page /admin/cohorts'],
      ['https://evil.example/admin', 'page /'],
      ['//evil.example', 'page /'],
    ] as const) {
      fakeApi({
        [on(callRoutes.config)]: publicConfigOff,
        [on(callRoutes.login)]: {
          message: 'Login successfully',
          data: { user_details: buildUserDetails({ email: 'ana@example.com' }) },
        },
      });
      const { user, unmount } = renderPage(<LoginPage />, {
        path: '/login',
        initialEntry: `/login?next=${encodeURIComponent(next)}`,
        others: ['/', '/admin/cohorts'],
      });
      await screen.findByRole('button', { name: 'Sign in' });
      await user.type(screen.getByLabelText('Email'), 'ana@example.com');
      await user.type(screen.getByLabelText('Password'), 'Secret#123');
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('heading', { name: lands })).toBeInTheDocument();
      unmount();
      sessionStore.clear();
    }
  });

  test('a refusal from the server is shown on the form, which stays', async () => {
    fakeApi({
      [on(callRoutes.config)]: publicConfigOff,
      [on(callRoutes.login)]: {
        status: 400,
        message: 'Invalid email or password',
        data: {
          error_type: 'INVALID_CREDENTIALS',
          status_code: 400,
          message: 'Invalid email or password',
        },
      },
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong#1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid email or password')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(sessionStore.get().user).toBeNull();
  });

  test('an overloaded server’s 503 says the server is busy, and the form stays to try again', async () => {
    const busy = 'The server is busy. Please try again in a moment';
    fakeApi({
      [on(callRoutes.config)]: publicConfigOff,
      [on(callRoutes.login)]: {
        status: 503,
        message: busy,
        data: { error_type: 'SERVER_BUSY', status_code: 503, message: busy },
      },
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(busy)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });
});
