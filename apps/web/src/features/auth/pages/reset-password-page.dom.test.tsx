import { act, screen, waitFor } from '@testing-library/react';
import { callRoutes, MESSAGES } from '@resona/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { changeLanguage, i18n } from '../../../i18n/index.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const RULE =
  'Password must be at least 8 characters with one uppercase letter, one special character and at least one number';

function openReset() {
  return renderPage(<ResetPasswordPage />, {
    path: '/reset-password',
    initialEntry: '/reset-password?token=abcdefghijklmnopqrstuvwxyz',
    others: ['/login'],
  });
}

// The new password and its confirmation, as the reset-password page asks for them (sign-up and
// the settings' password change draw the same two fields).
describe('the new password fields', () => {
  test('two hidden fields, each with its own Show, that the browser may fill with a new password', async () => {
    const { user } = openReset();
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');

    const [showPassword, showConfirm] = screen.getAllByRole('button', { name: 'Show' });
    await user.click(showPassword!);
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
    expect(showConfirm).toHaveAttribute('aria-pressed', 'false');
  });

  test('a weak password is told in the spec’s words under the new password', async () => {
    const api = fakeApi({});
    const { user } = openReset();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(RULE),
    );
    expect(api.calls).toHaveLength(0);
  });

  test('a confirmation that differs is told under the confirmation', async () => {
    const { user } = openReset();
    await user.type(screen.getByLabelText('New password'), 'Breathe#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Breathe#2027');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    const confirm = screen.getByLabelText('Confirm password');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Passwords does not match'));
    expect(screen.getByLabelText('New password')).toBeValid();
  });

  test('a good password and its twin are sent with the link’s token, then sign-in', async () => {
    const api = fakeApi({
      [on(callRoutes.newPassword)]: { message: 'Password changed successfully', data: {} },
    });
    const { user } = openReset();
    await user.type(screen.getByLabelText('New password'), 'Breathe#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Breathe#2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('heading', { name: 'page /login' })).toBeVisible();
    expect(api.calls[0]?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz',
      password: 'Breathe#2026',
      confirm_password: 'Breathe#2026',
    });
  });

  // The server judges how easy a password is to guess (decision 104); the page shows its reason
  // under the field, in the language the person reads the page in.
  function refusedAs(key: 'passwordServiceWord' | 'passwordCommon', message: string) {
    return fakeApi({
      [on(callRoutes.newPassword)]: {
        status: 400,
        message,
        data: {
          error_type: 'VALIDATION_ERROR',
          status_code: 400,
          message,
          fields: { password: key },
        },
      },
    });
  }

  test('a password too easy to guess is refused by the server, which says why under it', async () => {
    const api = refusedAs('passwordServiceWord', MESSAGES.en.passwordServiceWord);
    const { user } = openReset();
    await user.type(screen.getByLabelText('New password'), 'Resona2024!');
    await user.type(screen.getByLabelText('Confirm password'), 'Resona2024!');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    const password = screen.getByLabelText('New password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'This password is too easy to guess: it is built on a word that goes with Resona, such as “resona” or “breathe”. Please choose another one',
      ),
    );
    expect(password).toBeInvalid();
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'page /login' })).toBeNull();
  });

  test('the reason is told in the page’s language, formal German included', async () => {
    await act(() => changeLanguage('de', false));
    refusedAs('passwordCommon', MESSAGES.de.passwordCommon);
    const { user } = openReset();
    const label = i18n.t('fields.newPassword');
    await user.type(screen.getByLabelText(label), 'P@ssw0rd1!');
    await user.type(screen.getByLabelText(i18n.t('fields.confirmPassword')), 'P@ssw0rd1!');
    await user.click(screen.getByRole('button', { name: i18n.t('resetPassword.submit') }));
    await waitFor(() =>
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        'Dieses Passwort ist zu leicht zu erraten: Es ist eines der häufigsten Passwörter oder nur leicht abgewandelt. Bitte wählen Sie ein anderes',
      ),
    );
  });
});
