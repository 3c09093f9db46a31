import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { startRegistration } from '@simplewebauthn/browser';
import {
  callRoutes,
  RECOVERY_CODE_COUNT,
  type TPasskey,
  type TSecondFactors,
} from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { buildCurrentUser, fakeApi, on, type FakeReply } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { PasskeysSection } from './passkeys-section.tsx';

// The browser's prompt stands in for the person at the device: what it answers is set per test.
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
const createPrompt = vi.mocked(startRegistration);

beforeEach(() => {
  // WebAuthn is there, as in every browser Resona supports; one test takes it away.
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  createPrompt.mockReset();
});

const OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Resona', id: 'resona.test' },
  user: { id: 'dXNlci03', name: 'ana@example.com', displayName: 'ana@example.com' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
};
const CREDENTIAL = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key' as const,
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
  authenticatorAttachment: 'platform' as const,
};
const CODES = Array.from({ length: RECOVERY_CODE_COUNT }, (_, i) => `p4ss${i}-k3y${i}x`);

const PHONE: TPasskey = {
  passkey_id: 4,
  name: 'Pixel phone',
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-11-28T19:30:00.000Z',
  synced: true,
};
const KEY: TPasskey = {
  passkey_id: 5,
  name: 'Security key',
  created_at: '2026-11-22T08:00:00.000Z',
  last_used_at: null,
  synced: false,
};

const factors = (passkeys: TPasskey[], more: Partial<TSecondFactors> = {}): TSecondFactors => ({
  authenticator_added_at: null,
  passkeys,
  recovery_codes_left: passkeys.length > 0 ? RECOVERY_CODE_COUNT : 0,
  this_session_verified: passkeys.length > 0,
  required: false,
  ...more,
});

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

function open(
  now: TSecondFactors,
  routes: Record<string, FakeReply | ((body: unknown) => FakeReply)> = {},
  user = buildCurrentUser(),
) {
  const api = fakeApi({
    [on(callRoutes.secondFactors)]: { data: now },
    [on(callRoutes.passkeyOptions)]: { data: { options: OPTIONS } },
    [on(callRoutes.addPasskey)]: (body) => ({
      message: 'Passkey added',
      data: {
        ...factors([
          ...now.passkeys,
          { ...PHONE, passkey_id: 9, name: (body as { name: string }).name, last_used_at: null },
        ]),
        recovery_codes: now.passkeys.length === 0 ? CODES : null,
      },
    }),
    [on(callRoutes.signOutOtherDevices)]: {
      message: 'Every other device signed out',
      data: { ended: 1, devices: [] },
    },
    ...routes,
  });
  const sent = (route: { path: string }) => api.calls.filter((c) => c.path === route.path);
  return {
    sent,
    ...renderPage(<PasskeysSection user={user} />, { path: '/Setting/security' }),
  };
}

const section = () => screen.getByRole('region', { name: 'Passkeys' });

describe('Settings → Security → Passkeys', () => {
  test('lists each passkey by its name, when it was added and last used, and whether it is synced', async () => {
    open(factors([PHONE, KEY]));
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const [phone, key] = within(list).getAllByRole('listitem');
    expect(phone).toHaveTextContent(
      /^Pixel phoneAdded on .*2026 · last used on .*2026 · synced to your other devicesRemove$/,
    );
    expect(key).toHaveTextContent(/^Security keyAdded on .*2026 · not used yetRemove$/);
    expect(
      within(key!).getByRole('button', { name: 'Remove the passkey Security key' }),
    ).toBeVisible();
  });

  test('adding the first passkey: its name, the password, the browser’s prompt, then the recovery codes once', async () => {
    const said = vi.spyOn(toast, 'success');
    createPrompt.mockResolvedValue(CREDENTIAL);
    const { user, sent } = open(factors([]));
    expect(await screen.findByText('No passkeys yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    // A name the person would recognise is there to keep or change.
    const name = screen.getByLabelText('Name of the passkey');
    expect(name).toHaveValue('Chrome on Android');
    await user.clear(name);
    await user.type(name, '  My phone ');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Make the passkey' }));

    await waitFor(() => expect(sent(callRoutes.addPasskey)).toHaveLength(1));
    expect(sent(callRoutes.passkeyOptions)[0]?.body).toEqual({ password: 'Secret#123' });
    expect(createPrompt).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(sent(callRoutes.addPasskey)[0]?.body).toEqual({
      name: 'My phone',
      credential: CREDENTIAL,
    });

    const codes = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('alert')).toHaveTextContent(/If you lose the device your passkey/);
    expect(said).toHaveBeenCalledWith('Passkey added');

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByText(CODES[0]!)).toBeNull();
    expect(within(section()).getByRole('list', { name: 'Your passkeys' })).toHaveTextContent(
      'My phone',
    );
  });

  test('a further passkey brings no new codes, and the offer to sign out every other device', async () => {
    createPrompt.mockResolvedValue(CREDENTIAL);
    const { user, sent } = open(factors([PHONE]));
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Make the passkey' }));

    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(sent(callRoutes.signOutOtherDevices)).toHaveLength(1));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const list = screen.getByRole('list', { name: 'Your passkeys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  test('closing the browser’s prompt is no error: a quiet word, and the form stays to try again', async () => {
    const failed = vi.spyOn(toast, 'error');
    createPrompt.mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    const { user, sent } = open(factors([]));
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Make the passkey' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'No passkey was made. You can try again when you are ready.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(failed).not.toHaveBeenCalled();
    expect(sent(callRoutes.addPasskey)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Make the passkey' })).toBeEnabled();
  });

  test('a wrong password is said under its field and the browser is not asked', async () => {
    const { user } = open(factors([]), {
      [on(callRoutes.passkeyOptions)]: refused(400, 'INVALID_CREDENTIALS', 'Wrong', {
        password: 'reauthPasswordWrong',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText('Password'), 'Wrong#1234');
    await user.click(screen.getByRole('button', { name: 'Make the passkey' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'That password is not right',
      ),
    );
    expect(createPrompt).not.toHaveBeenCalled();
  });

  test('an empty name is refused before anything is sent', async () => {
    const { user, sent } = open(factors([]));
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.clear(screen.getByLabelText('Name of the passkey'));
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Make the passkey' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name of the passkey')).toHaveAccessibleDescription(
        'Give the passkey a name, such as the device it is on',
      ),
    );
    expect(sent(callRoutes.passkeyOptions)).toHaveLength(0);
  });

  test('an account without a password only names it; the browser is asked at once', async () => {
    createPrompt.mockResolvedValue(CREDENTIAL);
    const { user, sent } = open(factors([]), {}, buildCurrentUser({ has_password: 0 }));
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Make the passkey' }));
    await waitFor(() => expect(sent(callRoutes.addPasskey)).toHaveLength(1));
    expect(sent(callRoutes.passkeyOptions)[0]?.body).toEqual({});
  });

  test('a browser without WebAuthn is told so plainly, and can still remove a passkey', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    const { user, sent } = open(factors([PHONE]), {
      [on(callRoutes.removePasskey)]: {
        message: 'Passkey removed',
        data: { ...factors([]), recovery_codes: null },
      },
    });
    expect(await screen.findByText(/This browser cannot make or use passkeys/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove the passkey Pixel phone' }));
    expect(screen.getByText(/remove the passkey “Pixel phone”/)).toBeVisible();
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Remove the passkey' }));
    expect(await screen.findByText('No passkeys yet.')).toBeVisible();
    expect(sent(callRoutes.removePasskey)[0]?.body).toEqual({
      passkey_id: PHONE.passkey_id,
      password: 'Secret#123',
    });
  });

  test('with passkeys alone, the recovery codes are kept here: how many are left, and new ones after the password', async () => {
    const fresh = CODES.map((code) => code.replace('p4', 'n3'));
    const { user, sent } = open(factors([PHONE], { recovery_codes_left: 0 }), {
      [on(callRoutes.newRecoveryCodes)]: {
        message: 'New recovery codes made. The old ones no longer work',
        data: { ...factors([PHONE]), recovery_codes: fresh },
      },
    });
    expect(await screen.findByText('Recovery codes left: 0')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/lose the device your passkey is on/);
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(fresh);
    expect(sent(callRoutes.newRecoveryCodes)[0]?.body).toEqual({ password: 'Secret#123' });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.getByText('Recovery codes left: 10')).toBeVisible();
  });

  test('with an authenticator app too, the codes stay with the app’s section, not here', async () => {
    open(factors([PHONE], { authenticator_added_at: '2026-11-20T08:00:00.000Z' }));
    await screen.findByRole('list', { name: 'Your passkeys' });
    expect(screen.queryByText(/Recovery codes left/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make new recovery codes' })).toBeNull();
  });
});
