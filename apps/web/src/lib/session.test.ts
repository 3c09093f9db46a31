import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildCurrentUser } from '../test/fake-api.ts';
import { STORAGE_KEYS } from './storage.ts';

const user = buildCurrentUser({
  email: 'a@example.com',
  is_verified: 1,
  is_survey_complete: 1,
  is_calibrated: 1,
  is_tutorial: 0,
  is_home: 1,
});

/** A fresh session module over a localStorage holding `stored`, as on a page load. */
async function loadWith(stored: Record<string, string>) {
  const items = new Map(Object.entries(stored));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  vi.resetModules();
  return { items, ...(await import('./session.ts')) };
}

describe('the stored user, checked against the contract at start', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  test('a stored user that matches stays, with the contract defaults applied', async () => {
    const { has_password: _old, ...fromBefore } = user;
    const { sessionStore, checkStoredUser } = await loadWith({
      [STORAGE_KEYS.token]: 'token-1',
      [STORAGE_KEYS.user]: JSON.stringify(fromBefore),
    });
    expect(await checkStoredUser()).toBe(false);
    expect(sessionStore.get()).toEqual({ token: 'token-1', user });
  });

  test('a stored user that no longer matches is dropped; the token stays for the re-read', async () => {
    const { items, sessionStore, checkStoredUser } = await loadWith({
      [STORAGE_KEYS.token]: 'token-1',
      [STORAGE_KEYS.user]: JSON.stringify({ ...user, is_verified: 'yes' }),
    });
    expect(sessionStore.get().user).not.toBeNull();
    expect(await checkStoredUser()).toBe(true);
    expect(sessionStore.get()).toEqual({ token: 'token-1', user: null });
    expect(items.has(STORAGE_KEYS.user)).toBe(false);
  });

  test('without a session there is nothing to check', async () => {
    const { sessionStore, checkStoredUser } = await loadWith({});
    expect(await checkStoredUser()).toBe(false);
    expect(sessionStore.get()).toEqual({ token: null, user: null });
  });
});
