import { inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { hitRateLimit, HOUR } from '../../core/rate-limit.ts';
import { hashToken } from '../../lib/tokens.ts';

/** SECURITY.md soft lock-out: after 5 failures, 1 s doubling up to 15 min. */
const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 15 * 60 * 1000;
/** Failures further apart than this start the count again: the lock-out is never permanent. */
const FORGET_AFTER_MS = HOUR;
/** SECURITY.md: at most 100 failures an hour for one address, from all clients together. */
export const ADDRESS_FAILURES_PER_HOUR = 100;

export function lockoutDelay(failures: number) {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

/**
 * The counters live in `rate_limits` (shared by every server on the database), keyed by the
 * address as typed, whether an account has it or not, so an unknown address is counted and
 * answered exactly like a real one. The address is stored hashed: the table outlives accounts.
 * - per (address, client address): failures and the time of the last one (`window_start`);
 *   the delay grows from there, so a stranger slows down only their own client;
 * - per address: failures in the hour from any client, the ceiling for guessing spread over
 *   many clients.
 */
function lockoutKeys(email: string, ip: string) {
  const address = `login-fail:${hashToken(email.toLowerCase())}`;
  return { address, pair: `${address}:${ip}` };
}

/**
 * Whether this client must wait before trying a password for this address. A device the owner
 * signed in on before is held only by its own client's delay, never by the address-wide
 * ceiling that a stranger's guesses from everywhere fill.
 */
export async function isLoginLocked(
  db: Executor,
  email: string,
  ip: string,
  now: Date,
  { knownDevice = false }: { knownDevice?: boolean } = {},
) {
  const keys = lockoutKeys(email, ip);
  const rows = await db
    .select()
    .from(rateLimits)
    .where(inArray(rateLimits.key, [keys.pair, keys.address]));
  const t = now.getTime();
  return rows.some((row) => {
    const at = row.windowStart.getTime();
    if (row.key === keys.address) {
      return !knownDevice && at > t - HOUR && row.count >= ADDRESS_FAILURES_PER_HOUR;
    }
    return at > t - FORGET_AFTER_MS && at + lockoutDelay(row.count) > t;
  });
}

/** Counts a failed sign-in for the pair and the address; parallel failures all count. */
export async function recordLoginFailure(db: Executor, email: string, ip: string, now: Date) {
  const keys = lockoutKeys(email, ip);
  const forgotten = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - FORGET_AFTER_MS).toISOString()}::timestamptz`;
  await db
    .insert(rateLimits)
    .values({ key: keys.pair, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    });
  await hitRateLimit(db, keys.address, ADDRESS_FAILURES_PER_HOUR, HOUR, now);
}

/**
 * A success on this client forgets its failures. A completed reset (the owner proved the
 * mailbox) forgets every client's and the address's: the new password works at once.
 */
export async function clearLoginFailures(db: Executor, email: string, ip?: string) {
  const keys = lockoutKeys(email, ip ?? '');
  await db
    .delete(rateLimits)
    .where(
      ip === undefined
        ? or(
            inArray(rateLimits.key, [keys.address]),
            sql`starts_with(${rateLimits.key}, ${`${keys.address}:`})`,
          )
        : inArray(rateLimits.key, [keys.pair]),
    );
}
