import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { startJobs, type Jobs } from '../../../core/jobs.ts';
import { rowsOf } from '../../notifications/notify-service.ts';
import { createTestApp } from '../../../test/app.ts';
import { reminderJobs } from './jobs.ts';
import { sendDueReminders } from './send-due.ts';

const { app, db } = await createTestApp();
const COUNT = 1000;
/** The minutes the reminders fall due; both servers' fake "now" is a little after each. */
const EARLY = new Date('2026-09-15T06:00:00Z');
const DUE = new Date('2026-09-15T07:00:00Z');

/** A second server on the same database: its own connection pool, as another process has. */
async function secondDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const pool = (db as unknown as { $client: { options: { connectionString: string } } }).$client;
  const url = pool.options.connectionString;
  const handle = await openPostgres(url, 5);
  return { db: handle.db, close: handle.close };
}

const count = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await db.execute(query))[0]!.n;

/** `n` people, each with one reminder in UTC at the time of `due`, set a day before. */
async function addPeople(prefix: string, n: number, due: Date) {
  await db.execute(sql`
    WITH people AS (
      INSERT INTO users (email, is_verified, default_language)
      SELECT ${prefix} || '.' || g || '@example.com', true, 1 + g % 6
      FROM generate_series(1, ${n}) g
      RETURNING id
    )
    INSERT INTO reminders (user_id, local_minutes, time_zone, is_enabled, active_from)
    SELECT id, ${due.getUTCHours() * 60 + due.getUTCMinutes()}, 'UTC', true,
      ${new Date(due.getTime() - 86_400_000).toISOString()}::timestamptz
    FROM people`);
}

const deliveries = () => count(sql`SELECT count(*)::int AS n FROM reminder_deliveries`);
const pendingJobs = () =>
  count(sql`SELECT count(*)::int AS n FROM pgboss.job
    WHERE name LIKE 'reminders-%' AND state IN ('created', 'retry', 'active')`);
const reminderRows = (prefix: string) =>
  count(sql`SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id
    WHERE n.type = 'Reminder' AND u.email LIKE ${prefix + '.%'}`);

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('two servers on one database', () => {
  const started: Jobs[] = [];
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const jobs of started) await jobs.stop();
    for (const close of closers) await close();
  });

  it(`send each of ${COUNT} due reminders exactly once`, async () => {
    let now = new Date(EARLY.getTime() + 20_000);
    await addPeople('early', 10, EARLY);
    await addPeople('once', COUNT, DUE);

    const second = await secondDatabase();
    closers.push(second.close);
    expect(second.db).not.toBe(db);
    const servers: Deps[] = [
      { ...app.deps, now: () => now },
      { ...app.deps, db: second.db, now: () => now },
    ];
    // Each server runs its own pg-boss; each sends a catch-up tick as it starts, and the jobs
    // alone send what is due.
    for (const deps of servers) {
      started.push(
        await startJobs(deps.db, reminderJobs(deps), app.log, { pollingIntervalSeconds: 0.5 }),
      );
    }
    await waitFor(async () => (await deliveries()) === 10 && (await pendingJobs()) === 0, 60_000);
    expect(await reminderRows('early')).toBe(10);
    // The jobs carry shard numbers only, never who is reminded.
    const data = rowsOf<{ data: object }>(
      await db.execute(sql`SELECT data FROM pgboss.job WHERE name = 'reminders-send' LIMIT 1`),
    )[0]?.data;
    expect(Object.keys(data ?? {}).sort()).toEqual(['shard', 'shards']);

    // An hour later 1,000 fall due: both servers get a tick, and also race the same minute
    // directly, whole and by shard, as retried or repeated jobs would.
    now = new Date(DUE.getTime() + 20_000);
    for (const jobs of started) await jobs.send('reminders-tick', {});
    const direct = await Promise.all([
      sendDueReminders(servers[0]!, now),
      sendDueReminders(servers[1]!, now),
      sendDueReminders(servers[1]!, now, { shard: 1, shards: 4 }),
      sendDueReminders(servers[0]!, now, { shard: 1, shards: 4 }),
    ]);
    await waitFor(
      async () => (await deliveries()) === COUNT + 10 && (await pendingJobs()) === 0,
      60_000,
    );

    expect(direct.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(COUNT);
    expect(await reminderRows('once')).toBe(COUNT);
    // Exactly one per person: nobody got two, nobody none.
    expect(
      await count(sql`SELECT count(*)::int AS n FROM (
        SELECT u.id FROM users u
        LEFT JOIN notifications n ON n.user_id = u.id AND n.type = 'Reminder'
        WHERE u.email LIKE 'once.%' GROUP BY u.id HAVING count(n.id) <> 1) x`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM pgboss.job
        WHERE name LIKE 'reminders-%' AND state = 'failed'`),
    ).toBe(0);
    // A minute later nothing more goes out.
    expect(await sendDueReminders(servers[1]!, new Date(now.getTime() + 60_000))).toBe(0);
  }, 120_000);
});
