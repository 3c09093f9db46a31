import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { requestCounts } from '../db/schema/index.ts';

/** How long a server holds the reads it counted before adding them to the database's total. */
export const FLUSH_MS = 100;

export interface WindowCount {
  /** The requests of this key and window so far, this one included, as this server knows. */
  count: number;
  /** When the window ends (ms since the epoch). */
  endsAt: number;
}

interface Tally {
  windowStart: number;
  /** From this total on, the key is read back at every flush even when nothing is pending. */
  hot: number;
  /** The database's total as this server last read it (its own flushed counts included). */
  known: number;
  /** Counted here and not yet added to the database. */
  pending: number;
  /** The window's first count, on its way to the database: the next ones wait for it. */
  first: Promise<void> | null;
}

/**
 * The general per-address counts in `request_counts` (an UNLOGGED table), shared by every
 * server on the database (decisions 068, 081). Two ways to count:
 *
 * - `countNow`: one statement for this request, which answers the exact total (writes: 100 a
 *   minute, and the 101st is refused by every server).
 * - `countSoon`: the window's first request on this server counts now, which tells the server
 *   the total the others have reached; later ones are counted in memory, answered with the
 *   last known total plus what is pending here, and added in one statement for all keys every
 *   FLUSH_MS (reads: a Map update instead of a database write per call). The same statement
 *   reads back the keys past half their limit that have nothing pending, so a server that has
 *   stopped hearing from an address still learns what the others counted. After the total
 *   crosses the limit, each server may let through what it serves of that address in one
 *   flush interval (decision 081 has the figures).
 *
 * Windows are fixed: their start is part of the key (`requests:<key>@<start ms>`).
 */
export function createRequestCounts(db: Executor, flushMs = FLUSH_MS) {
  const tallies = new Map<string, Tally>();
  let newestStart = 0;
  let flushing: Promise<void> | null = null;

  const windowOf = (key: string, windowMs: number, at: Date) => {
    const start = Math.floor(at.getTime() / windowMs) * windowMs;
    if (start > newestStart) newestStart = start;
    return { full: `requests:${key}@${start}`, start, endsAt: start + windowMs };
  };

  /** Adds one to a key's row and answers its total: one prepared statement. */
  async function addOne(full: string, start: number) {
    const statement = prepared(db, 'count_request', (executor) =>
      executor
        .insert(requestCounts)
        .values({
          key: sql.placeholder('key'),
          count: 1,
          windowStart: sql`${sql.placeholder('windowStart')}::timestamptz`,
        })
        .onConflictDoUpdate({
          target: requestCounts.key,
          set: { count: sql`${requestCounts.count} + 1` },
        })
        .returning({ count: requestCounts.count })
        .prepare('count_request'),
    );
    const [row] = await statement.execute({
      key: full,
      windowStart: new Date(start).toISOString(),
    });
    return row?.count ?? 1;
  }

  /**
   * Adds every pending count in one statement and learns each key's new total; hot keys with
   * nothing pending are only read (count 0 in the batch).
   */
  async function flushPending() {
    const batch: { key: string; count: number; window_start: string }[] = [];
    for (const [key, tally] of tallies) {
      if (tally.first) continue;
      const past = tally.windowStart < newestStart;
      if (tally.pending === 0 && (past || tally.known < tally.hot)) {
        if (past) tallies.delete(key);
        continue;
      }
      batch.push({
        key,
        count: tally.pending,
        window_start: new Date(tally.windowStart).toISOString(),
      });
      tally.pending = 0;
    }
    if (batch.length === 0) return;
    // In key order, so two servers flushing the same keys lock their rows in the same order.
    batch.sort((a, b) => (a.key < b.key ? -1 : 1));
    try {
      const result = await db.execute(sql`
        WITH given AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
            AS g(key text, count integer, window_start timestamptz)
        ), added AS (
          INSERT INTO ${requestCounts} (key, count, window_start)
          SELECT key, count, window_start FROM given WHERE count > 0 ORDER BY key
          ON CONFLICT (key) DO UPDATE SET count = ${requestCounts.count} + excluded.count
          RETURNING key, count
        )
        SELECT key, count FROM added
        UNION ALL
        SELECT r.key, r.count FROM ${requestCounts} r JOIN given g ON g.key = r.key
        WHERE g.count = 0`);
      for (const row of (result as unknown as { rows: { key: string; count: number }[] }).rows) {
        const tally = tallies.get(row.key);
        if (tally) tally.known = row.count;
      }
    } catch (error) {
      // Kept for the next flush: a count is late, never lost while this server runs.
      for (const { key, count } of batch) {
        const tally = tallies.get(key);
        if (tally) tally.pending += count;
      }
      throw error;
    }
  }

  /** Adds what is pending now; after one under way, so nothing counted before the call waits. */
  async function flush(): Promise<void> {
    while (flushing) await flushing.catch(() => {});
    flushing = flushPending().finally(() => (flushing = null));
    return flushing;
  }

  const timer = setInterval(() => {
    if (!flushing) flush().catch(() => {});
  }, flushMs);
  timer.unref();

  return {
    async countNow(key: string, windowMs: number, at: Date): Promise<WindowCount> {
      const { full, start, endsAt } = windowOf(key, windowMs, at);
      return { count: await addOne(full, start), endsAt };
    },

    /** `limit`: the key's limit; from half of it on, its total is read back at every flush. */
    async countSoon(key: string, windowMs: number, at: Date, limit: number): Promise<WindowCount> {
      const { full, start, endsAt } = windowOf(key, windowMs, at);
      const tally = tallies.get(full);
      if (!tally) {
        const fresh: Tally = {
          windowStart: start,
          hot: Math.ceil(limit / 2),
          known: 0,
          pending: 0,
          first: null,
        };
        tallies.set(full, fresh);
        fresh.first = addOne(full, start).then(
          (total) => {
            fresh.known = Math.max(fresh.known, total);
            fresh.first = null;
          },
          (error: unknown) => {
            tallies.delete(full);
            throw error;
          },
        );
        await fresh.first;
        return { count: fresh.known + fresh.pending, endsAt };
      }
      if (tally.first) await tally.first;
      tally.pending++;
      return { count: tally.known + tally.pending, endsAt };
    },

    /** Adds what is pending now (tests; the timer does it every FLUSH_MS). */
    flush,

    /** Stops the timer and adds what is pending, before the database closes. */
    async close() {
      clearInterval(timer);
      await flushing?.catch(() => {});
      await flush().catch(() => {});
    },
  };
}

export type RequestCounts = ReturnType<typeof createRequestCounts>;
