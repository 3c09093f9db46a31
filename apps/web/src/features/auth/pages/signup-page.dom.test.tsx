import { screen, waitFor } from '@testing-library/react';
import { callRoutes } from '@resona/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { fakeApi, publicConfigOff, on } from '../../../test/fake-api.ts';
import { fillInSignup } from '../../../test/forms.ts';
import { renderPage } from '../../../test/render.tsx';
import { SignupPage } from './signup-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

async function openSignup() {
  const view = renderPage(<SignupPage />, { path: '/signup' });
  await screen.findByRole('button', { name: 'Sign up' });
  return view;
}

describe('the sign-up form', () => {
  test('a confirmation that differs is told under it in the spec’s words', async () => {
    const api = fakeApi({ [on(callRoutes.config)]: publicConfigOff });
    const { user } = await openSignup();
    await fillInSignup(user, {
      email: 'new@example.com',
      password: 'Secret#123',
      confirm: 'Secret#124',
      code: 'CALM-2026',
      terms: true,
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const confirm = screen.getByLabelText('Confirm password');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Passwords does not match'));
    expect(confirm).toBeInvalid();
    expect(screen.getByLabelText('Password')).toBeValid();
    expect(api.calls.some((c) => c.path === callRoutes.signup.path)).toBe(false);
  });

  test('an empty form asks for the access code and the terms, and cannot be pasted into', async () => {
    fakeApi({ [on(callRoutes.config)]: publicConfigOff });
    const { user } = await openSignup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Access code')).toHaveAccessibleDescription(
        'Access code is required',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('checkbox', { name: /Terms of Service/ })).toHaveAccessibleDescription(
      'Please accept the Terms of Service and Privacy Policy.',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'target',
      '_blank',
    );

    // Copy and paste are off in the confirmation (spec §5).
    const confirm = screen.getByLabelText('Confirm password');
    await user.click(confirm);
    await user.paste('Secret#123');
    expect(confirm).toHaveValue('');
  });

  test('a refused access code is shown from the server’s reply; the form stays', async () => {
    fakeApi({
      [on(callRoutes.config)]: publicConfigOff,
      [on(callRoutes.signup)]: {
        status: 400,
        message: 'Invalid access code',
        data: {
          error_type: 'VALIDATION_ERROR',
          status_code: 400,
          message: 'Invalid access code',
          fields: { access_code: 'invalidAccessCode' },
        },
      },
    });
    const { user } = await openSignup();
    await fillInSignup(user, {
      email: 'new@example.com',
      password: 'Secret#123',
      confirm: 'Secret#123',
      code: 'WRONG',
      terms: true,
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid access code');
    expect(screen.getByLabelText('Access code')).toBeInvalid();
    expect(sessionStore.get().user).toBeNull();
  });
});
