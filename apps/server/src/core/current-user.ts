import { notFound } from '../lib/app-error.ts';
import type { SessionUser } from './session-queries.ts';

export type { SessionUser };

/** The signed-in user; routes with access 'user' always have one. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw notFound();
  return user;
}

/**
 * The spec's calls carry `userid`/`userID`, but a user only ever reaches their own data: a
 * different id answers 404 exactly like an unknown one, so ids cannot be probed.
 */
export function assertOwnUserId(user: SessionUser, given: number | undefined) {
  if (given !== undefined && given !== user.id) throw notFound();
}
