import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callRoutes, type TAdminSecurityEvent } from '@resona/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { SecurityEventsPage } from './security-events-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const event = (id: number, fields: Partial<TAdminSecurityEvent>): TAdminSecurityEvent => ({
  id,
  kind: 'sign-in',
  at: '2029-12-31T10:00:00.000Z',
  ip: '203.0.113.7',
  browser: 'Firefox',
  system: 'Windows',
  detail: {},
  user_id: 4,
  email: 'ana@example.org',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; rv:126.0) Gecko/20100101 Firefox/126.0',
  ...fields,
});

/** The query strings the page asked the console call with. */
const askedWith = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://resona.test'))
    .filter((url) => url.pathname === callRoutes.adminSecurityEvents.path)
    .map((url) => Object.fromEntries(url.searchParams));

describe('Security events (console)', () => {
  test("lists every account's events, and asks again by address and kind", async () => {
    fakeApi({
      [on(callRoutes.adminSecurityEvents)]: {
        data: {
          events: [
            event(2, { kind: 'sign-in-failed', browser: null, system: null }),
            event(1, { email: null, user_id: 9, ip: null }),
          ],
          next_cursor: null,
        },
      },
    });
    renderPage(<SecurityEventsPage />, { path: '/admin/security-events' });
    const rows = await screen.findAllByRole('row');
    const body = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(body.map((cells) => cells.slice(1))).toEqual([
      ['ana@example.org', 'Failed sign-in', '203.0.113.7', '—'],
      ['Erased account', 'Signed in', '—', 'Firefox on Windows'],
    ]);

    await userEvent.type(screen.getByLabelText('Account e-mail'), 'ana@example.org');
    await userEvent.selectOptions(screen.getByLabelText('Event'), 'sign-in-failed');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(askedWith().at(-1)).toEqual({ email: 'ana@example.org', kind: 'sign-in-failed' }),
    );
  });

  test('says the field when the server refuses the filter', async () => {
    fakeApi({
      [on(callRoutes.adminSecurityEvents)]: {
        status: 400,
        message: 'Please check this field',
        data: {
          error_type: 'VALIDATION_ERROR',
          status_code: 400,
          message: 'Please check this field',
          fields: { email: 'fieldInvalid' },
        },
      },
    });
    renderPage(<SecurityEventsPage />, { path: '/admin/security-events' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
