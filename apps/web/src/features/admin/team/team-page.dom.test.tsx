import { cleanup, screen } from '@testing-library/react';
import { callRoutes } from '@resona/contract';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { TeamPage } from './team-page.tsx';

beforeEach(() => sessionStore.signIn(buildUserDetails({ is_researcher: 1 })));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const LIMIT =
  'You have sent 20 team invitations within the hour, the most one account may. Please try again later';

test('an owner past the hour’s limit on invitations is told so under the form', async () => {
  fakeApi({
    [on(callRoutes.adminTeam)]: {
      data: {
        study: { id: 1, name: 'First study', status: 'recruiting' },
        members: [
          {
            user_id: 7,
            email: 'ana@example.com',
            role: 'owner',
            added_at: '2026-11-29T08:00:00.000Z',
          },
        ],
        invitations: [],
      },
    },
    [on(callRoutes.adminInviteMember)]: {
      status: 429,
      message: LIMIT,
      data: { error_type: 'TOO_MANY_REQUESTS', status_code: 429, message: LIMIT },
    },
  });
  const { user } = renderPage(<TeamPage />, { path: '/admin/team' });
  await user.type(await screen.findByLabelText('E-mail address'), 'bo@example.com');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(LIMIT);
  // What was typed stays, to send once the hour is over.
  expect(screen.getByLabelText('E-mail address')).toHaveValue('bo@example.com');
});
