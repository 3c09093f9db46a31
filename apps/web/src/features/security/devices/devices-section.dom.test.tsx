import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { callRoutes, type TSignedInDevice } from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { DevicesSection } from './devices-section.tsx';

beforeEach(() => sessionStore.signIn(buildUserDetails()));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

const device = (id: number, fields: Partial<TSignedInDevice>): TSignedInDevice => ({
  device_id: id,
  browser: 'Chrome',
  system: 'Android',
  kind: 'phone',
  signed_in_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-11-28T19:30:00.000Z',
  this_device: false,
  ...fields,
});

const HERE = device(1, {
  browser: 'Firefox',
  system: 'Windows',
  kind: 'computer',
  this_device: true,
});
const PHONE = device(2, {});
const OLD = device(3, { browser: null, system: null, kind: null });

function open(devices: TSignedInDevice[]) {
  const api = fakeApi({
    [on(callRoutes.signedInDevices)]: { data: { devices } },
    [on(callRoutes.signOutDevice)]: (body) => ({
      message: 'Device signed out',
      data: {
        devices: devices.filter((d) => d.device_id !== (body as { device_id: number }).device_id),
      },
    }),
    [on(callRoutes.signOutOtherDevices)]: {
      message: 'Every other device signed out',
      data: { ended: devices.length - 1, devices: [HERE] },
    },
  });
  return { api, ...renderPage(<DevicesSection userId={7} />, { path: '/Setting/security' }) };
}

describe('Signed-in devices', () => {
  test('names each device, marks this one, and says plainly what a browser did not tell', async () => {
    open([HERE, PHONE, OLD]);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Firefox on Windows · computer.*This device$/),
      expect.stringMatching(/^Chrome on Android · phone.*Sign out$/),
      expect.stringMatching(/^A browser on an unknown system.*Sign out$/),
    ]);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent(/Signed in .*2026.* · last used .*2026/);
  });

  test('signs one other device out, and the list follows the reply', async () => {
    const said = vi.spyOn(toast, 'success');
    const { api, user } = open([HERE, PHONE, OLD]);
    await user.click(await screen.findByRole('button', { name: 'Sign out Chrome on Android' }));
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: callRoutes.signOutDevice.path,
      body: { device_id: 2 },
    });
    await waitFor(() => expect(screen.queryByText(/Chrome on Android/)).toBeNull());
    expect(said).toHaveBeenCalledWith('Device signed out');
  });

  test('signs every other device out at once; then says none is left', async () => {
    const { api, user } = open([HERE, PHONE, OLD]);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(api.calls.at(-1)).toMatchObject({ path: callRoutes.signOutOtherDevices.path });
    expect(await screen.findByText('No other device is signed in.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
