import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rateLimits } from '../../../db/schema/index.ts';

/**
 * Takes `n` units of a fixed-window counter at once, or none: the counter only moves when the
 * whole batch fits, so a request for ten invitations with three left is refused as a whole
 * instead of sending some. One INSERT … ON CONFLICT DO UPDATE … WHERE keeps parallel requests
 * from overdrawing it (the same `rate_limits` rows as core/rate-limit.ts, shared by every server).
 * Returns the count after taking, or null when the batch does not fit.
 */
export async function takeQuota(
  db: Executor,
  key: string,
  n: number,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<number | null> {
  if (n > limit) return null;
  const windowOver = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const next = sql`CASE WHEN ${windowOver} THEN excluded.count ELSE ${rateLimits.count} + excluded.count END`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: n, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: next,
        windowStart: sql`CASE WHEN ${windowOver} THEN excluded.window_start ELSE ${rateLimits.windowStart} END`,
      },
      setWhere: sql`${next} <= ${limit}`,
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? null;
}
