import { screen } from '@testing-library/react';
import { callRoutes } from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { buildUserDetails, fakeApi, on, type FakeReply } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { InviteFriendPage } from './invite-page.tsx';

beforeEach(() => sessionStore.signIn(buildUserDetails({ email: 'ana@example.com' })));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

/** The server invites everyone it is sent. */
const invites = (body: unknown): FakeReply => ({
  message: 'Invitation sent',
  data: { invited: (body as { emails: string[] }).emails, sent_today: 1 },
});

function openInvite() {
  const api = fakeApi({ [on(callRoutes.inviteFriends)]: invites });
  const view = renderPage(<InviteFriendPage />, { path: '/Setting/Invite-friend' });
  const field = screen.getByLabelText('Friend’s email');
  const send = () => view.user.click(screen.getByRole('button', { name: 'Send invitations' }));
  const sentBodies = () =>
    api.calls.filter((c) => c.path === callRoutes.inviteFriends.path).map((c) => c.body);
  return { ...view, field, send, sentBodies };
}

describe('Invite friends: Send (spec §5)', () => {
  test('an address typed but not added is sent too', async () => {
    const { user, field, send, sentBodies } = openInvite();
    await user.type(field, 'friend@example.org');
    await send();
    expect(
      await screen.findByText('Invitation sent to friend@example.org', { exact: false }),
    ).toBeVisible();
    expect(sentBodies()).toEqual([{ emails: ['friend@example.org'] }]);
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(field).toHaveValue('');
  });

  test('the typed address goes with those on the list', async () => {
    const { user, field, send, sentBodies } = openInvite();
    await user.type(field, 'first@example.org');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(field, 'second@example.org');
    await send();
    await screen.findByText(/Invitation sent to first@example.org, second@example.org/);
    expect(sentBodies()).toEqual([{ emails: ['first@example.org', 'second@example.org'] }]);
  });

  test('a typed address that is not valid is refused and nothing is sent', async () => {
    const { user, field, send, sentBodies } = openInvite();
    await user.type(field, 'first@example.org');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(field, 'friend@nowhere');
    await send();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    expect(sentBodies()).toEqual([]);
  });

  test('with nothing typed and nobody listed, the address is required', async () => {
    const { send, sentBodies } = openInvite();
    await send();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(sentBodies()).toEqual([]);
  });
});
