import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { NotificationType } from '../../db/schema/notifications.ts';
import type { Deps } from '../../deps.ts';
import { pushSenderFor, type PushTarget } from '../../lib/web-push.ts';

/** The rows one notify() call inserted: ids in [firstId, lastId] with this exact message. */
export interface InsertedBatch {
  firstId: number;
  lastId: number;
  message: { type: NotificationType; title: string; body: string; url: string | null };
}

/** Notification ids read per round; each round's devices are pushed before the next one. */
const ID_CHUNK = 1000;
/** Pushes in flight at once: bounded so a broadcast cannot exhaust sockets or memory. */
const CONCURRENCY = 16;
/** A transaction still open after this long is not waited for (its rows are not pushed). */
const COMMIT_WAIT_MS = 15 * 60 * 1000;

/**
 * Queues the push for rows inserted through `executor`. On a transaction, the background task
 * first waits until PostgreSQL reports that transaction committed (pg_xact_status), and pushes
 * nothing if it aborted: a push never announces a row that does not exist.
 */
export async function deliverAfterCommit(deps: Deps, executor: Executor, batch: InsertedBatch) {
  if (executor === deps.db) {
    deps.background.run('push delivery failed', pushBatch(deps, batch));
    return;
  }
  const result = await executor.execute(sql`SELECT pg_current_xact_id()::text AS xid`);
  const xid = (result as unknown as { rows: { xid: string }[] }).rows[0]!.xid;
  deps.background.run(
    'push delivery failed',
    (async () => {
      const status = await waitForTransactionEnd(deps, xid);
      if (status === 'committed') await pushBatch(deps, batch);
      else if (status === 'timeout') deps.log.warn('push skipped: transaction still open');
    })(),
  );
}

async function waitForTransactionEnd(deps: Deps, xid: string) {
  const started = Date.now();
  let delay = 5;
  while (Date.now() - started < COMMIT_WAIT_MS) {
    const result = await deps.db.execute(sql`SELECT pg_xact_status(${xid}::xid8) AS status`);
    const status = (result as unknown as { rows: { status: string | null }[] }).rows[0]?.status;
    if (status === 'committed') return 'committed';
    if (status !== 'in progress') return 'aborted';
    await sleep(delay);
    delay = Math.min(delay * 2, 250);
  }
  return 'timeout';
}

/** Pushes the batch to every device of its recipients who have push on, chunk by chunk. */
export async function pushBatch(deps: Deps, batch: InsertedBatch) {
  const sender = pushSenderFor(deps.config);
  const { type, title, body, url } = batch.message;
  const payload = url ? { title, body, url } : { title, body };
  const totals = { sent: 0, gone: 0, failed: 0 };
  for (let from = batch.firstId; from <= batch.lastId; from += ID_CHUNK) {
    const to = Math.min(from + ID_CHUNK - 1, batch.lastId);
    const result = await deps.db.execute(sql`
      SELECT ps.id, ps.endpoint, ps.p256dh, ps.auth
      FROM notifications n
      JOIN users u ON u.id = n.user_id AND u.push_alert_status = 1
      JOIN push_subscriptions ps ON ps.user_id = n.user_id
      WHERE n.id BETWEEN ${from} AND ${to}
        AND n.type = ${type} AND n.title = ${title} AND n.body = ${body}
      ORDER BY ps.id`);
    const targets = (result as unknown as { rows: (PushTarget & { id: number | string })[] }).rows;
    await forEachLimited(targets, CONCURRENCY, async (target) => {
      const outcome = await sender.send(target, payload);
      totals[outcome] += 1;
      deps.metrics?.pushSends.inc({ outcome });
      if (outcome === 'gone') {
        // RFC 8030 §7.3: the subscription expired or was withdrawn; it will never work again.
        await deps.db.execute(
          sql`DELETE FROM push_subscriptions WHERE id = ${Number(target.id)} AND endpoint = ${target.endpoint}`,
        );
      }
    });
  }
  deps.log.info({ push: totals, type }, 'push delivered');
  return totals;
}

async function forEachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(workers);
}
