import { screen, waitFor } from '@testing-library/react';
import { callRoutes } from '@resona/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { EarlyAccessForm } from './early-access-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const THANKS = 'Thank you. We will write to you when Resona opens.';
const open = () => renderPage(<EarlyAccessForm />, { path: '/Video' });

describe('the early-access form of the promo pages', () => {
  test('sends the address and shows the server’s message', async () => {
    const api = fakeApi({ [on(callRoutes.earlyAccess)]: { message: THANKS, data: {} } });
    const { user } = open();
    expect(screen.getByRole('heading', { name: 'Hear when Resona opens' })).toBeVisible();
    await user.type(screen.getByLabelText('Email'), ' Soon@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    expect(api.calls).toEqual([
      { method: 'POST', path: callRoutes.earlyAccess.path, body: { email: 'soon@example.com' } },
    ]);
  });

  test('tells a missing or wrong address under the field, without calling', async () => {
    const api = fakeApi({});
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    const field = screen.getByLabelText('Email');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Email is required'));
    await user.type(field, 'soon@example');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Please enter a valid email address'),
    );
    expect(api.calls).toHaveLength(0);
  });

  test('puts the server’s field error under the field', async () => {
    fakeApi({
      [on(callRoutes.earlyAccess)]: {
        status: 400,
        message: 'Please enter a valid email address',
        data: {
          error_type: 'VALIDATION_ERROR',
          status_code: 400,
          message: 'Please enter a valid email address',
          fields: { email: 'emailInvalid' },
        },
      },
    });
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'soon@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      ),
    );
  });

  test('says so when the device is offline, and sends nothing', async () => {
    const api = fakeApi({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'soon@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No internet connection');
    expect(api.calls).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
