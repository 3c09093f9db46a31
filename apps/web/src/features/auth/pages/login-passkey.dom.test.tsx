import { screen, waitFor } from '@testing-library/react';
import { startAuthentication } from '@simplewebauthn/browser';
import { callRoutes } from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import {
  buildUserDetails,
  fakeApi,
  on,
  publicConfigOff,
  type FakeReply,
} from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { deviceTokenFor } from '../api/known-devices.ts';
import { LoginPage } from './login-page.tsx';

// The browser's prompt, where the person picks a passkey: what it answers is set per test.
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
const getPrompt = vi.mocked(startAuthentication);

beforeEach(() => vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {}));

afterEach(() => {
  vi.unstubAllGlobals();
  getPrompt.mockReset();
  sessionStore.clear();
  localStorage.clear();
});

const OPTIONS = { challenge: 'c2lnbi1pbg', rpId: 'resona.test', userVerification: 'required' };
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5YgO',
    signature: 'MEUCIQ',
    userHandle: 'dXNlci03',
  },
  clientExtensionResults: {},
  authenticatorAttachment: 'platform' as const,
};
const DEVICE_TOKEN = 'd'.repeat(43);
const TOKEN = 's'.repeat(43);

const signedIn: FakeReply = {
  message: 'Login successfully',
  data: {
    user_details: buildUserDetails({ email: 'ana@example.com' }),
    device_token: DEVICE_TOKEN,
  },
};

const refused = (status: number, error_type: string, message: string): FakeReply => ({
  status,
  message,
  data: { error_type, status_code: status, message },
});

const dismissed = () =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), {
    name: 'NotAllowedError',
  });

function openLogin(
  routes: Record<string, FakeReply | ((body: unknown) => FakeReply)>,
  initialEntry = '/login',
) {
  const api = fakeApi({
    [on(callRoutes.config)]: publicConfigOff,
    [on(callRoutes.passkeySignInOptions)]: { data: { options: OPTIONS } },
    ...routes,
  });
  const view = renderPage(<LoginPage />, {
    path: '/login',
    initialEntry,
    others: ['/', '/admin/cohorts'],
  });
  const sent = (route: { path: string }) => api.calls.filter((c) => c.path === route.path);
  return { ...view, sent };
}

describe('sign in with a passkey', () => {
  test('no address nor password: the passkey picked signs in, as a password would, back to where the person was sent from', async () => {
    getPrompt.mockResolvedValue(ASSERTION);
    const { user, sent } = openLogin(
      { [on(callRoutes.passkeySignIn)]: signedIn },
      `/login?next=${encodeURIComponent('/admin/cohorts')}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByRole('heading', { name: 'page /admin/cohorts' })).toBeInTheDocument();
    expect(getPrompt).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(sent(callRoutes.passkeySignIn)[0]?.body).toEqual({ credential: ASSERTION });
    expect(sent(callRoutes.login)).toHaveLength(0);
    expect(sessionStore.get().user?.email).toBe('ana@example.com');
    // The device is known to the account from now on, as after a password.
    expect(deviceTokenFor('ana@example.com')).toBe(DEVICE_TOKEN);
  });

  test('a passkey no account has is said on the page in the server’s words; nobody is signed in', async () => {
    const unknown =
      'This passkey does not belong to a Resona account. Sign in with your email and password';
    getPrompt.mockResolvedValue(ASSERTION);
    const { user } = openLogin({
      [on(callRoutes.passkeySignIn)]: refused(400, 'INVALID_CREDENTIALS', unknown),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(unknown);
    expect(sessionStore.get().user).toBeNull();
    expect(screen.getByLabelText('Email')).toBeVisible();
  });

  test('closing the browser’s prompt is no error: a quiet word, and nothing is sent', async () => {
    getPrompt.mockRejectedValue(dismissed());
    const { user, sent } = openLogin({ [on(callRoutes.passkeySignIn)]: signedIn });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No passkey was used. You can try again, or sign in with your email and password.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent(callRoutes.passkeySignIn)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  });

  test('a browser without WebAuthn is not offered the button', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    openLogin({});
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});

describe('the second step with a passkey', () => {
  async function reachSecondStep(methods: string[], secondStep: FakeReply = signedIn) {
    const view = openLogin({
      [on(callRoutes.login)]: {
        message: 'Finish signing in with your second factor',
        data: { second_factor: { token: TOKEN, methods, passkey_options: OPTIONS } },
      },
      [on(callRoutes.loginSecondFactor)]: secondStep,
    });
    await view.user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'Secret#123');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'One more step' });
    return view;
  }

  test('an account with only passkeys is asked for one, and the step sends its signature', async () => {
    getPrompt.mockResolvedValue(ASSERTION);
    const { user, sent } = await reachSecondStep(['passkey', 'recovery_code']);
    expect(
      screen.getByText('Use the passkey you added to your account to finish signing in.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Code from the app')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));

    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    expect(getPrompt).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(sent(callRoutes.loginSecondFactor)[0]?.body).toEqual({
      token: TOKEN,
      passkey: ASSERTION,
    });
    expect(sessionStore.get().user?.email).toBe('ana@example.com');
  });

  test('beside the app’s code the passkey is offered too; a recovery code is still a way', async () => {
    getPrompt.mockRejectedValue(dismissed());
    const { user, sent } = await reachSecondStep(['authenticator', 'passkey', 'recovery_code']);
    expect(screen.getByLabelText('Code from the app')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No passkey was used. Try again, or choose another way below.',
    );
    expect(sent(callRoutes.loginSecondFactor)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText('Recovery code')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Use your passkey' })).toBeVisible();
  });

  test('a passkey the server refuses is said above the step, which stays', async () => {
    const failed = 'The passkey could not be checked. Please try again';
    getPrompt.mockResolvedValue(ASSERTION);
    const { user } = await reachSecondStep(
      ['passkey', 'recovery_code'],
      refused(400, 'INVALID_CREDENTIALS', failed),
    );
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(failed));
    expect(screen.getByRole('heading', { name: 'One more step' })).toBeVisible();
    expect(sessionStore.get().user).toBeNull();
  });
});
