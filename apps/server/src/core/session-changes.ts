import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import type { Listen, Listening } from '../db/listener.ts';
import type { SessionCache } from './session-cache.ts';

/** The channel every server LISTENs on; a NOTIFY's payload is the user's id (decision 064). */
export const SESSION_CHANGES_CHANNEL = 'resona_sessions';

/**
 * Tells every server sharing the database that `userId`'s account or sessions changed. Sent
 * through `executor`, so inside a transaction it is delivered when that commits, and never if it
 * rolls back. For a process without a session cache of its own (the command line).
 */
export async function announceSessionChange(executor: Executor, userId: number) {
  await executor.execute(sql`SELECT pg_notify(${SESSION_CHANGES_CHANNEL}, ${String(userId)})`);
}

/**
 * What a service calls when it changes a user or their sessions (sign-out, password, role,
 * verification, deletion, profile fields): this server's cache evicts the user now, every
 * server's listener when the change commits.
 */
export async function sessionsChanged(
  deps: { sessionCache: SessionCache<{ user: { id: number } }> },
  executor: Executor,
  userId: number,
) {
  deps.sessionCache.changeUser(userId);
  await announceSessionChange(executor, userId);
}

/** Keeps `cache` in step with every server's changes, for as long as the app runs. */
export function listenForSessionChanges(
  cache: SessionCache<{ user: { id: number } }>,
  listen: Listen,
): Promise<Listening> {
  return listen(SESSION_CHANGES_CHANNEL, {
    onNotification(payload) {
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) cache.evictUser(userId);
      else cache.clear();
    },
    onListening: () => cache.hear(),
    onLost: () => cache.deaf(),
  });
}
