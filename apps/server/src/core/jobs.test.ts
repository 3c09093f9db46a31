import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../features/notifications/notify-service.ts';
import { createTestApp } from '../test/app.ts';
import { startJobs } from './jobs.ts';

const { app, db } = await createTestApp();

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const jobState = async (name: string) =>
  rowsOf<{ state: string }>(
    await db.execute(sql`SELECT state FROM pgboss.job WHERE name = ${name} ORDER BY created_on`),
  ).map((r) => r.state);

it('stops only after a running job has finished, even one pg-boss gave up on at its timeout', async () => {
  let started = false;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let finished = false;
  const jobs = await startJobs(
    db,
    [
      {
        name: 'slow-at-shutdown',
        runAtStart: true,
        async handler() {
          started = true;
          await gate;
          finished = true;
        },
      },
    ],
    app.log,
    { pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000 },
  );
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    await waitFor(async () => started);
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    // pg-boss gives up on the handler after its timeout and marks the job failed (to retry)…
    await waitFor(async () => !(await jobState('slow-at-shutdown')).includes('active'));
    // …but the stop still waits for the handler, whose completion then reaches the database.
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    // pg-boss's own completion of the job it already failed changes nothing, and has answered:
    // nothing of pg-boss's is left to use the pool once the stop has.
    expect(await jobState('slow-at-shutdown')).toEqual(['retry']);
    expect(rejections).toEqual([]);
  } finally {
    process.off('unhandledRejection', onRejection);
  }
}, 60_000);
