import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { rhythmRoutes } from '@resona/contract/rhythms/call-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUserDetails, fakeApi, on } from '../../test/fake-api.ts';
import { sessionStore } from '../session.ts';
import { createWriteQueue } from './queue.ts';

afterEach(() => vi.unstubAllGlobals());

/**
 * A change made offline on an earlier visit is sent when the app opens again. The app opens with
 * no call's schemas built (issue 34): the queue builds the waiting write's call then.
 */
describe('the write queue as the app opens', () => {
  it('sends a write made offline on an earlier visit, and it waits no more', async () => {
    sessionStore.signIn(buildUserDetails());
    const userId = sessionStore.get().user!.userID;
    // The earlier visit: offline, the reorder waited in the app's database.
    const earlier = createWriteQueue({
      send: () => Promise.resolve({ kind: 'unreached', error: new Error('offline') }),
      currentUserId: () => userId,
      isOnline: () => false,
    });
    await earlier.submit({ call: 'reorderRhythms', body: { rhythm_ids: [3, 1] } });
    const api = fakeApi({ [on(rhythmRoutes.reorderRhythms)]: { data: { rhythms: [] } } });

    const { startWriteReplay, writeQueue } = await import('./index.ts');
    startWriteReplay();

    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: '/api/v1/rhythms/reorder',
        body: { rhythm_ids: [3, 1] },
      }),
    );
    await waitFor(async () => expect(await writeQueue.waiting(userId)).toEqual([]));
  });
});
