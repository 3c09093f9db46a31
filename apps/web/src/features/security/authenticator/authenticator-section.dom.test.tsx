import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { callRoutes, RECOVERY_CODE_COUNT, type TSecondFactors } from '@resona/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { buildCurrentUser, fakeApi, on, type FakeReply } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { AuthenticatorSection } from './authenticator-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Resona:ana%40example.com?secret=${SECRET}&issuer=Resona`;
const CODES = Array.from(
  { length: RECOVERY_CODE_COUNT },
  (_, i) => `k7m2${i}-9xw4${String.fromCharCode(97 + i)}`,
);

const NONE: TSecondFactors = {
  authenticator_added_at: null,
  passkeys: [],
  recovery_codes_left: 0,
  this_session_verified: false,
  required: false,
};
const ADDED: TSecondFactors = {
  authenticator_added_at: '2026-11-20T08:00:00.000Z',
  passkeys: [],
  recovery_codes_left: RECOVERY_CODE_COUNT,
  this_session_verified: true,
  required: false,
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

function open(
  factors: TSecondFactors,
  routes: Record<string, FakeReply | ((body: unknown) => FakeReply)> = {},
  user = buildCurrentUser(),
) {
  const api = fakeApi({
    [on(callRoutes.secondFactors)]: { data: factors },
    [on(callRoutes.startAuthenticator)]: {
      message: 'Scan the code with your authenticator app',
      data: { secret: SECRET, otpauth_uri: URI },
    },
    [on(callRoutes.confirmAuthenticator)]: {
      message: 'Authenticator app added',
      data: { ...ADDED, recovery_codes: CODES },
    },
    [on(callRoutes.signOutOtherDevices)]: {
      message: 'Every other device signed out',
      data: { ended: 2, devices: [] },
    },
    ...routes,
  });
  const sent = (route: { path: string }) => api.calls.filter((c) => c.path === route.path);
  return {
    api,
    sent,
    ...renderPage(<AuthenticatorSection user={user} />, { path: '/Setting/security' }),
  };
}

const section = () => screen.getByRole('region', { name: 'Authenticator app' });

describe('Settings → Security → Authenticator app', () => {
  test('adding the app: the password, the QR code and key, the first code, then the codes once', async () => {
    const said = vi.spyOn(toast, 'success');
    const { user, sent } = open(NONE);
    expect(await screen.findByText('Not set up.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add an authenticator app' }));

    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sent(callRoutes.startAuthenticator)[0]?.body).toEqual({ password: 'Secret#123' });

    // The QR code is SVG drawn by React, and the key is there to type, in groups of four.
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();

    await user.type(screen.getByLabelText('The 6-digit code the app now shows'), '123456');
    await user.click(screen.getByRole('button', { name: 'Add the app' }));
    expect(sent(callRoutes.confirmAuthenticator)[0]?.body).toEqual({ code: '123456' });

    // The ten codes, with the warning that this is the only time.
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('alert')).toHaveTextContent(/shown only this once/);
    expect(said).toHaveBeenCalledWith('Authenticator app added');

    await user.click(screen.getByRole('button', { name: 'Copy the codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));

    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:recovery-codes';
    });
    await user.click(screen.getByRole('button', { name: 'Download (.txt)' }));
    const text = await saved?.text();
    expect(text).toContain('Resona recovery codes for ana@example.com');
    for (const code of CODES) expect(text).toContain(code);

    // Gone once the person says they have them; the state stays.
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByText(CODES[0]!)).toBeNull();
    expect(section()).toHaveTextContent(/Added on .*2026/);
    expect(section()).toHaveTextContent('Recovery codes left: 10');
  });

  test('a wrong password is said under the field and nothing starts', async () => {
    const { user } = open(NONE, {
      [on(callRoutes.startAuthenticator)]: refused(400, 'INVALID_CREDENTIALS', 'Wrong', {
        password: 'reauthPasswordWrong',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add an authenticator app' }));
    await user.type(screen.getByLabelText('Password'), 'Wrong#1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'That password is not right',
      ),
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  test('a wrong first code is said under the field; the QR code stays to try again', async () => {
    const { user } = open(NONE, {
      [on(callRoutes.confirmAuthenticator)]: refused(400, 'INVALID_CREDENTIALS', 'Wrong', {
        code: 'secondFactorWrong',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add an authenticator app' }));
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByLabelText('The 6-digit code the app now shows');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Add the app' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right/));
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  });

  test('an account without a password starts at once, with nothing to type', async () => {
    const { user, sent } = open(NONE, {}, buildCurrentUser({ has_password: 0 }));
    await user.click(await screen.findByRole('button', { name: 'Add an authenticator app' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    expect(sent(callRoutes.startAuthenticator)[0]?.body).toEqual({});
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  test('a researcher without a factor is told the console needs one', async () => {
    open(NONE, {}, buildCurrentUser({ is_researcher: 1 }));
    expect(
      await screen.findByText(
        'The researcher console opens only after you add an authenticator app or a passkey and sign in with it.',
      ),
    ).toBeVisible();
  });

  test('new recovery codes after the password: shown once, and every other device can be signed out', async () => {
    const fresh = CODES.map((code) => code.replace('k7', 'p3'));
    const { user, sent } = open(
      { ...ADDED, recovery_codes_left: 2 },
      {
        [on(callRoutes.newRecoveryCodes)]: {
          message: 'New recovery codes made. The old ones no longer work',
          data: { ...ADDED, recovery_codes: fresh },
        },
      },
    );
    expect(await screen.findByText('Recovery codes left: 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(sent(callRoutes.newRecoveryCodes)[0]?.body).toEqual({ password: 'Secret#123' });
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(RECOVERY_CODE_COUNT);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(sent(callRoutes.signOutOtherDevices)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByText(fresh[0]!)).toBeNull();
    expect(screen.getByText('Recovery codes left: 10')).toBeVisible();
  });

  test('removing the app asks for the password, then the account is back to a password alone', async () => {
    const { user, sent } = open(ADDED, {
      [on(callRoutes.removeAuthenticator)]: {
        message: 'Authenticator app removed',
        data: { ...NONE, recovery_codes: null },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove the app' }));
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Remove the app' }));
    expect(await screen.findByText('Not set up.')).toBeVisible();
    expect(sent(callRoutes.removeAuthenticator)[0]?.body).toEqual({ password: 'Secret#123' });
  });

  test('an account without a password whose sign-in is too old is told to sign in again', async () => {
    const again = 'For your safety, sign in again, then make this change';
    const { user } = open(
      ADDED,
      { [on(callRoutes.removeAuthenticator)]: refused(403, 'REAUTHENTICATION_REQUIRED', again) },
      buildCurrentUser({ has_password: 0 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove the app' }));
    await user.click(screen.getByRole('button', { name: 'Remove the app' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(again);
  });
});
