import { cleanup, screen } from '@testing-library/react';
import { callRoutes, RECOVERY_CODE_COUNT, type TSecondFactors } from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { SecurityPage } from './security-page.tsx';

beforeEach(() => sessionStore.signIn(buildUserDetails({ is_researcher: 1 })));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const NONE: TSecondFactors = {
  authenticator_added_at: null,
  passkeys: [],
  recovery_codes_left: 0,
  this_session_verified: false,
  required: true,
};
const ADDED_NOW: TSecondFactors = {
  ...NONE,
  authenticator_added_at: '2026-11-29T08:00:00.000Z',
  recovery_codes_left: RECOVERY_CODE_COUNT,
  this_session_verified: true,
};

const JOIN = '/admin/join?token=abc123';

function open(factors: TSecondFactors, next: string | null) {
  fakeApi({
    [on(callRoutes.secondFactors)]: { data: factors },
  });
  const query = next === null ? '' : `?next=${encodeURIComponent(next)}`;
  return renderPage(<SecurityPage />, {
    path: '/Setting/security',
    initialEntry: `/Setting/security${query}`,
    others: ['/admin/join'],
  });
}

const backLink = () => screen.queryByRole('link', { name: 'Continue where you left off' });

describe('Settings, Security, for someone the console sent to add a second factor', () => {
  test('says they can go back once a factor is added, and offers no way yet', async () => {
    open(NONE, JOIN);
    expect(
      await screen.findByText(
        'Once you add an authenticator app or a passkey here, you can go back to where you were.',
      ),
    ).toBeVisible();
    expect(backLink()).toBeNull();
  });

  test('with a factor used in this session, leads back to the invitation', async () => {
    const { user, router } = open(ADDED_NOW, JOIN);
    expect(
      await screen.findByText(
        'Your second factor counts for this session. You can now go back to where you were.',
      ),
    ).toBeVisible();
    await user.click(backLink()!);
    expect(await screen.findByRole('heading', { name: 'page /admin/join' })).toBeVisible();
    expect(router.state.location.search).toBe('?token=abc123');
  });

  test.each([['https://evil.example/admin'], ['//evil.example/admin/join'], ['/Setting']])(
    'offers no way back to %s, which is not a console path of this app',
    async (next) => {
      open(ADDED_NOW, next);
      expect(await screen.findByRole('heading', { name: 'Authenticator app' })).toBeVisible();
      expect(screen.queryByText(/go back to where you were/)).toBeNull();
      expect(backLink()).toBeNull();
    },
  );

  test('opened from Settings, offers nothing of the kind', async () => {
    open(ADDED_NOW, null);
    expect(await screen.findByRole('heading', { name: 'Authenticator app' })).toBeVisible();
    expect(backLink()).toBeNull();
  });
});
