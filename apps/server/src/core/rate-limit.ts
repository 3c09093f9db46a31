import type { FastifyRequest } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Executor } from '../db/client.ts';
import { rateLimits, requestCounts } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import type { JobDefinition } from './jobs.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** The longest window any counter uses (support mail and invitations count per day). */
const LONGEST_WINDOW = 24 * HOUR;

/**
 * Counts one hit against a fixed window and says whether it is still within the limit. The
 * counter lives in the database (not in memory) so several servers share it, and the single
 * INSERT … ON CONFLICT DO UPDATE … RETURNING keeps parallel hits from losing counts.
 */
export async function hitRateLimit(
  db: Executor,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
) {
  const windowOver = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${windowOver} THEN excluded.window_start ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= limit;
}

/**
 * A route hook: at most `limit` calls per client address in a window, counted before the body is
 * validated so malformed attempts count too. Over the limit → TOO_MANY_REQUESTS (429).
 */
export function limitPerAddress(deps: Deps, name: string, limit: number, windowMs: number) {
  return async (request: FastifyRequest) => {
    const allowed = await hitRateLimit(
      deps.db,
      `${name}:ip:${request.ip}`,
      limit,
      windowMs,
      deps.now(),
    );
    if (!allowed) throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  };
}

/**
 * The same for signed-in calls, counted per account: people of one study cohort often share an
 * address (a school, an office), and a per-account count still stops one person guessing codes.
 */
export function limitPerUser(deps: Deps, name: string, limit: number, windowMs: number) {
  return async (request: FastifyRequest) => {
    const who = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
    const allowed = await hitRateLimit(deps.db, `${name}:${who}`, limit, windowMs, deps.now());
    if (!allowed) throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  };
}

/**
 * Mail to one recipient: at most one of each kind a minute and five in all an hour
 * (SECURITY.md). Counting the minute per kind lets a person who has just signed up ask for a
 * reset straight away. Extra requests are dropped silently by the caller, so the reply never
 * tells whether a mail went out.
 */
export async function allowMailTo(
  deps: Deps,
  recipient: string,
  kind: 'verify' | 'reset' | 'study',
) {
  const now = deps.now();
  const address = recipient.toLowerCase();
  if (!(await hitRateLimit(deps.db, `mail:min:${kind}:${address}`, 1, MINUTE, now))) return false;
  return hitRateLimit(deps.db, `mail:hour:${address}`, 5, HOUR, now);
}

/**
 * Deletes counters whose window has passed: the general per-address ones (`request_counts`) a
 * window after it ended, the others once older than the longest window (by then every one of
 * them has started afresh).
 */
export async function sweepRateLimits(db: Executor, now: Date, generalWindowMs = MINUTE) {
  const t = now.getTime();
  const before = (ms: number) => new Date(t - ms);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before(LONGEST_WINDOW)));
  await db.delete(requestCounts).where(lt(requestCounts.windowStart, before(2 * generalWindowMs)));
}

/** The sweep, once a minute across all servers (pg-boss sends a cron job once per tick). */
export function rateLimitJobs(deps: Pick<Deps, 'db' | 'now'>): JobDefinition[] {
  return [
    {
      name: 'rate-limits-sweep',
      cron: '* * * * *',
      async handler() {
        await sweepRateLimits(deps.db, deps.now());
      },
    },
  ];
}
