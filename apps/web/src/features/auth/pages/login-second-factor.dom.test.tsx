import { screen, waitFor } from '@testing-library/react';
import { callRoutes } from '@resona/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import {
  buildUserDetails,
  fakeApi,
  on,
  publicConfigOff,
  type FakeReply,
} from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const TOKEN = 's'.repeat(43);

/** The password was right; the account has an authenticator app. */
const askedForFactor: FakeReply = {
  message: 'Enter the code from your authenticator app to finish signing in',
  data: { second_factor: { token: TOKEN, methods: ['authenticator', 'recovery_code'] } },
};

const signedIn: FakeReply = {
  message: 'Login successfully',
  data: { user_details: buildUserDetails({ email: 'ana@example.com' }) },
};

const refused = (
  status: number,
  error_type: string,
  message: string,
  fields?: Record<string, string>,
): FakeReply => ({
  status,
  message,
  data: { error_type, status_code: status, message, ...(fields && { fields }) },
});

/** Signs in with the address and password; the second step is shown in the form's place. */
async function reachSecondStep(secondStep: FakeReply | ((body: unknown) => FakeReply)) {
  const api = fakeApi({
    [on(callRoutes.config)]: publicConfigOff,
    [on(callRoutes.login)]: askedForFactor,
    [on(callRoutes.loginSecondFactor)]: secondStep,
  });
  const view = renderPage(<LoginPage />, { path: '/login', others: ['/'] });
  await view.user.type(await screen.findByLabelText('Email'), 'ana@example.com');
  await view.user.type(screen.getByLabelText('Password'), 'Secret#123');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'One more step' });
  const sent = () => api.calls.filter((c) => c.path === callRoutes.loginSecondFactor.path);
  return { ...view, api, sent };
}

describe('the sign-in’s second step', () => {
  test('asks for the app’s code in place of the form, then signs in as a password alone would', async () => {
    const { user, sent } = await reachSecondStep(signedIn);
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    const code = screen.getByLabelText('Code from the app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(sessionStore.get().user).toBeNull();

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    expect(sent()).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: TOKEN, code: '123456' } }),
    ]);
    expect(sessionStore.get().user?.email).toBe('ana@example.com');
  });

  test('a code of the wrong shape is refused at once and nothing is sent', async () => {
    const { user, sent } = await reachSecondStep(signedIn);
    const code = screen.getByLabelText('Code from the app');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code is 6 digits'));
    expect(sent()).toHaveLength(0);
  });

  test('a wrong code is said under the field, which keeps what was typed', async () => {
    const wrong = 'That code is not right. Enter the newest code from your app, or a recovery code';
    const { user } = await reachSecondStep(
      refused(400, 'INVALID_CREDENTIALS', wrong, { code: 'secondFactorWrong' }),
    );
    const code = screen.getByLabelText('Code from the app');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription(wrong));
    expect(code).toHaveValue('000000');
    expect(code).toBeInvalid();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionStore.get().user).toBeNull();
  });

  test('a recovery code instead: its own field, sent as one forgiving case and dash', async () => {
    const { user, sent } = await reachSecondStep(signedIn);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByLabelText('Code from the app')).toBeNull();
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveFocus();
    await user.type(recovery, 'K7M2Q-9XW4T');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    expect(sent()[0]?.body).toEqual({ token: TOKEN, recovery_code: 'k7m2q9xw4t' });
  });

  test('a step left too long goes back to the address and password, saying why', async () => {
    const expired = 'This sign-in has expired. Please enter your email and password again';
    const { user } = await reachSecondStep(refused(400, 'TOKEN_EXPIRED', expired));
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(expired)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'One more step' })).toBeNull();
    expect(sessionStore.get().user).toBeNull();
  });

  test('too many tries is said above the form; the step stays', async () => {
    const busy = 'Too many attempts. Please try again later';
    const { user } = await reachSecondStep(refused(429, 'TOO_MANY_REQUESTS', busy));
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(busy);
    expect(screen.getByLabelText('Code from the app')).toHaveValue('123456');
  });
});
