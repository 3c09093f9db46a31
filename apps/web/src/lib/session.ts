import { startTransition, useEffect, useState } from 'react';
import type { TCurrentUser, TUserDetails } from '@resona/contract';
import { storage, STORAGE_KEYS, USER_STORAGE_PREFIXES } from './storage.ts';
import { loadSchemas } from './schema-loads.ts';

export interface Session {
  token: string | null;
  user: TCurrentUser | null;
}

/**
 * The stored user as this app wrote it (from a reply the contract's schema parsed). It is checked
 * against the contract again by `checkStoredUser` before the app first renders it (on the
 * server's /home, after the first commit, which draws nobody); that check loads zod, so a
 * visitor without a session (the sign-in page) never does (decision 040).
 */
function readStoredUser(): TCurrentUser | null {
  const raw = storage.get(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as TCurrentUser) : null;
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
  /**
   * After login or sign-up: the reply's user carries the bearer token. The reply was parsed with
   * the contract's ZUserDetails (ZCurrentUser plus the token), so the rest is a current user.
   */
  signIn(details: TUserDetails) {
    const { auth_token, ...user } = details;
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

/**
 * Checks the stored user against the contract's schema once, at start, when there is one; a
 * stored user that no longer matches is dropped (the token stays; the profile re-read brings the
 * user back). Resolves true when the session changed.
 */
export async function checkStoredUser(): Promise<boolean> {
  const stored = current.user;
  if (!stored) return false;
  // zod and the shared fields first, then the user's own schema: two tasks, not one long one.
  await loadSchemas(() => import('./contract-fields.ts'));
  const { ZCurrentUser } = await loadSchemas(() => import('./stored-user-schema.ts'));
  const parsed = ZCurrentUser.safeParse(stored);
  if (parsed.success) {
    current = { token: current.token, user: parsed.data };
    return false;
  }
  storage.remove(STORAGE_KEYS.user);
  emit({ token: current.token, user: null });
  return true;
}

/** What the pre-rendered pages were drawn with (nobody signed in); hydration starts from it. */
const SIGNED_OUT: Session = { token: null, user: null };

let hydratingDrawnPage = false;
let takenOver: Promise<void> = Promise.resolve();
let markTakenOver = () => {};

/**
 * main.tsx says when React starts and ends taking over a page drawn before the session was known
 * (the server's /home, decision 106): meanwhile the screens render signed out, as it was drawn.
 * It ends once the first commit is in and the stored user checked (issue 34).
 */
export function setHydratingDrawnPage(hydrating: boolean) {
  hydratingDrawnPage = hydrating;
  if (hydrating) takenOver = new Promise((resolve) => (markTakenOver = resolve));
  else markTakenOver();
}

/**
 * The session as the screen shows it. Not useSyncExternalStore: a page hydrated signed out
 * would then be rendered again at once, synchronously, inside hydration's commit (with its
 * effects: the screen's reads, the bell), one task of 200–500 ms at CPU ×4 (issue 34). Here the
 * person's own parts come in a transition, which React renders in slices between input.
 */
export function useSession(): Session {
  const [session, setSession] = useState(() =>
    hydratingDrawnPage || typeof window === 'undefined' ? SIGNED_OUT : current,
  );
  useEffect(() => {
    const sync = () => setSession(current);
    const stop = sessionStore.subscribe(sync);
    // Also catches a change between the render and this subscription.
    if (hydratingDrawnPage) void takenOver.then(() => startTransition(sync));
    else sync();
    return stop;
  }, []);
  return session;
}
