import { useSyncExternalStore } from 'react';
import { ZCurrentUser, type TCurrentUser, type TUserDetails } from '@resona/contract';
import { storage, STORAGE_KEYS, USER_STORAGE_PREFIXES } from './storage.ts';

export interface Session {
  token: string | null;
  user: TCurrentUser | null;
}

function readStoredUser(): TCurrentUser | null {
  const raw = storage.get(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = ZCurrentUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readSession(): Session {
  const token = storage.get(STORAGE_KEYS.token);
  return { token, user: token ? readStoredUser() : null };
}

let current: Session = readSession();
const listeners = new Set<() => void>();

function emit(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * The signed-in session: token and current user, in localStorage and in memory. The router's
 * guards read it synchronously; components subscribe with `useSession`.
 */
export const sessionStore = {
  get: (): Session => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After login or sign-up: the reply's user carries the bearer token. */
  signIn(details: TUserDetails) {
    const { auth_token, ...rest } = details;
    const user = ZCurrentUser.parse(rest);
    storage.set(STORAGE_KEYS.token, auth_token);
    storage.set(STORAGE_KEYS.user, JSON.stringify(user));
    emit({ token: auth_token, user });
  },
  /** A fresher copy of the user (profile refresh, access code, verification check). */
  updateUser(user: TCurrentUser) {
    if (!current.token) return;
    storage.set(STORAGE_KEYS.user, JSON.stringify(user));
    emit({ token: current.token, user });
  },
  patchUser(patch: Partial<TCurrentUser>) {
    if (current.user) this.updateUser({ ...current.user, ...patch });
  },
  /** Clears the token, the user and every cached list of the user. */
  clear() {
    try {
      for (const key of Object.keys(localStorage)) {
        if (USER_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) storage.remove(key);
      }
    } catch {
      for (const key of USER_STORAGE_PREFIXES) storage.remove(key);
    }
    emit({ token: null, user: null });
  },
};

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
