import { callRoutes } from '@resona/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { deviceTokenFor } from './known-devices.ts';
import { login } from './login.ts';
import { loginSecondFactor } from './login-second-factor.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const body = { email: 'Ana@Example.com', password: 'Tidal-Lantern-42!' };

describe("this browser's device tokens (issue 32)", () => {
  test('a sign-in keeps the token it was given and sends it with the next one to that account', async () => {
    const api = fakeApi({
      [on(callRoutes.login)]: {
        data: { user_details: buildUserDetails(), device_token: 'v1.7.nonce.mac' },
      },
    });
    await login(body);
    expect(api.calls[0]!.body).not.toHaveProperty('device_token');
    expect(deviceTokenFor(' ana@example.com ')).toBe('v1.7.nonce.mac');
    await login(body);
    expect(api.calls[1]!.body).toMatchObject({ device_token: 'v1.7.nonce.mac' });
    // Another account on this browser is not this one.
    await login({ ...body, email: 'ben@example.com' });
    expect(api.calls[2]!.body).not.toHaveProperty('device_token');
  });

  test('a sign-in that asks for a second step keeps nothing until the step is passed', async () => {
    fakeApi({
      [on(callRoutes.login)]: {
        data: { second_factor: { token: 't', methods: ['authenticator'] } },
      },
      [on(callRoutes.loginSecondFactor)]: {
        data: {
          user_details: buildUserDetails({ email: 'ana@example.com' }),
          device_token: 'v1.7.after.step',
        },
      },
    });
    await login(body);
    expect(deviceTokenFor(body.email)).toBeUndefined();
    await loginSecondFactor({ token: 't', code: '123456' });
    expect(deviceTokenFor(body.email)).toBe('v1.7.after.step');
  });
});
