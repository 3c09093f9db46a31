import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TCurrentUser } from '@resona/contract';
import { buildCurrentUser } from '../../test/fake-api.ts';
import { STORAGE_KEYS } from '../storage.ts';

const unverified = buildCurrentUser();

/** profile_info answers in the order the test releases the replies, each with the given user. */
function heldProfileReplies() {
  const waiting: ((user: TCurrentUser) => void)[] = [];
  vi.stubGlobal('fetch', () => {
    return new Promise<Response>((resolve) => {
      waiting.push((user) =>
        resolve(
          new Response(
            JSON.stringify({ status_code: 200, message: '', data: { user_details: user } }),
            {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
        ),
      );
    });
  });
  return {
    sent: () => waiting.length,
    answer: (index: number, user: TCurrentUser) => waiting[index]!(user),
  };
}

/** A session module over a localStorage holding a signed-in, unverified person, as on a load. */
async function signedIn() {
  const items = new Map<string, string>([
    [STORAGE_KEYS.token, 'token-1'],
    [STORAGE_KEYS.user, JSON.stringify(unverified)],
  ]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  vi.resetModules();
  const { sessionStore } = await import('../session.ts');
  const { refreshStoredUser } = await import('./profile-info.ts');
  return { sessionStore, refreshStoredUser };
}

describe('the stored user, re-read from the server', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  test('a read answered after a write stored its reply does not undo the write; it is asked again', async () => {
    const { sessionStore, refreshStoredUser } = await signedIn();
    const replies = heldProfileReplies();
    const refreshed = refreshStoredUser(new QueryClient(), { fresh: false });
    await vi.waitFor(() => expect(replies.sent()).toBe(1));
    // The address is verified while the read is on its way; the read was answered from before.
    sessionStore.patchUser({ is_verified: 1 });
    replies.answer(0, unverified);
    await vi.waitFor(() => expect(replies.sent()).toBe(2));
    expect(sessionStore.get().user?.is_verified).toBe(1);
    replies.answer(1, { ...unverified, is_verified: 1, has_program: 1 });
    expect(await refreshed).toBe(true);
    expect(sessionStore.get().user).toMatchObject({ is_verified: 1, has_program: 1 });
  });

  test('with nothing changed meanwhile, the read is stored as it came', async () => {
    const { sessionStore, refreshStoredUser } = await signedIn();
    const replies = heldProfileReplies();
    const refreshed = refreshStoredUser(new QueryClient());
    await vi.waitFor(() => expect(replies.sent()).toBe(1));
    replies.answer(0, { ...unverified, is_verified: 1 });
    expect(await refreshed).toBe(true);
    expect(replies.sent()).toBe(1);
    expect(sessionStore.get().user?.is_verified).toBe(1);
  });
});
