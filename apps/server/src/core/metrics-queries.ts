import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * What the metrics read from the database when Prometheus asks (plugins/app/metrics.ts). Both
 * are the database's, not this server's: every server on it reports the same figures.
 */

type Rows<T> = { rows: T[] };

/** PostgreSQL's "no such table" and "no such schema". */
const MISSING = new Set(['42P01', '3F000']);

export interface JobQueueState {
  queue: string;
  /** Jobs due and not yet taken by any server. */
  waiting: number;
  /** How long the oldest of them has been due (0 when none is). */
  lagSeconds: number;
  /** Jobs that failed for good and are not archived yet (pg-boss archives after an hour). */
  failed: number;
}

/**
 * Each pg-boss queue's backlog (core/jobs.ts). No pgboss schema yet (no server has started its
 * jobs) is no queue at all.
 */
export async function readJobQueues(db: Database): Promise<JobQueueState[]> {
  try {
    const result = await db.execute(sql`
      SELECT q.name AS queue,
        count(*) FILTER (WHERE j.state < 'active' AND j.start_after <= now())::int AS waiting,
        COALESCE(EXTRACT(epoch FROM now() - min(j.start_after)
          FILTER (WHERE j.state < 'active' AND j.start_after <= now())), 0)::float8 AS lag_seconds,
        count(*) FILTER (WHERE j.state = 'failed')::int AS failed
      FROM pgboss.queue q
      LEFT JOIN pgboss.job j ON j.name = q.name AND j.state IN ('created', 'retry', 'failed')
      GROUP BY q.name`);
    const rows = (result as unknown as Rows<JobQueueState & { lag_seconds: number }>).rows;
    return rows.map(({ queue, waiting, lag_seconds, failed }) => ({
      queue,
      waiting,
      lagSeconds: lag_seconds,
      failed,
    }));
  } catch (error) {
    const code = ((error as { cause?: { code?: string } }).cause ?? error) as { code?: string };
    if (code.code && MISSING.has(code.code)) return [];
    throw error;
  }
}

/**
 * The outbox's mail not sent: `pending` (being sent, or kept because there is no SMTP_URL) and
 * `failed` (the mail server refused it; not tried again).
 */
export async function readMailOutbox(db: Database) {
  const result = await db.execute(sql`
    SELECT count(*) FILTER (WHERE error IS NULL)::int AS pending,
      count(*) FILTER (WHERE error IS NOT NULL)::int AS failed
    FROM outbox WHERE sent_at IS NULL`);
  const [row] = (result as unknown as Rows<{ pending: number; failed: number }>).rows;
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}
