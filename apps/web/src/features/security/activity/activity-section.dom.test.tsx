import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callRoutes, type TSecurityEvent } from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { ActivitySection } from './activity-section.tsx';

beforeEach(() => sessionStore.signIn(buildUserDetails()));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

const event = (id: number, fields: Partial<TSecurityEvent>): TSecurityEvent => ({
  id,
  kind: 'sign-in',
  at: '2026-11-28T19:30:00.000Z',
  ip: '203.0.113.7',
  browser: 'Firefox',
  system: 'Windows',
  detail: {},
  ...fields,
});

function open(pages: { events: TSecurityEvent[]; next_cursor: number | null }[]) {
  let asked = 0;
  const api = fakeApi({
    [on(callRoutes.securityEvents)]: () => ({ data: pages[Math.min(asked++, pages.length - 1)]! }),
  });
  return { api, ...renderPage(<ActivitySection userId={7} />, { path: '/Setting/security' }) };
}

describe('Recent activity', () => {
  test('names each event, where it came from, and what the command line did', async () => {
    open([
      {
        events: [
          event(3, { kind: 'sign-in-failed', browser: null, system: null }),
          event(2, { kind: 'second-factor-reset', ip: null, browser: null, system: null }),
          event(1, {}),
        ],
        next_cursor: null,
      },
    ]);
    const items = await screen.findAllByRole('listitem');
    const texts = items.map((item) => item.textContent);
    expect(texts[0]).toContain('Failed sign-in');
    expect(texts[0]).toContain('An unknown browser · 203.0.113.7');
    expect(texts[1]).toContain('Second factor reset by an administrator');
    expect(texts[1]).toContain('Resona’s administrators');
    expect(texts[2]).toContain('Signed in');
    expect(texts[2]).toContain('Firefox on Windows · 203.0.113.7');
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  test('shows older events a page at a time', async () => {
    const { api } = open([
      { events: [event(9, { kind: 'passkey-added' })], next_cursor: 9 },
      { events: [event(4, { kind: 'password-changed' })], next_cursor: null },
    ]);
    expect(await screen.findByText('Passkey added')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(api.calls.filter((c) => c.path === callRoutes.securityEvents.path)).toHaveLength(2);
  });

  test('says so when nothing is recorded yet', async () => {
    open([{ events: [], next_cursor: null }]);
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
  });
});
