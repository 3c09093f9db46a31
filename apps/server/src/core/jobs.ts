import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * Background jobs over the database with pg-boss: work that must happen once however many
 * server processes run (daily reminders today). pg-boss keeps its tables in its own schema
 * `pgboss`, with no foreign key to ours; job data must never carry personal data, since pg-boss
 * keeps finished jobs for a while (decision 022).
 */

/** What a job handler may do besides its own work: queue further jobs. */
export interface JobSender {
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<void>;
}

export interface JobDefinition<T extends object = object> {
  name: string;
  /** Five-field cron (UTC): pg-boss sends the job once per tick across all servers. */
  cron?: string;
  /** Send one job right after start too (catch up on what fell due while we were down). */
  runAtStart?: boolean;
  handler(data: T, jobs: JobSender): Promise<void>;
}

export interface Jobs extends JobSender {
  /** Stops taking jobs and waits for the running ones (before the database closes). */
  stop(): Promise<void>;
}

export interface JobsOptions {
  /** How often each queue asks for work; tests use less. */
  pollingIntervalSeconds?: number;
}

type RawClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

/** pg-boss runs its SQL through our own node-postgres pool. */
export function pgBossDatabase(db: Database): PgBoss.Db {
  const client = (db as unknown as { $client: RawClient }).$client;
  return { executeSql: (text, values) => client.query(text, values) };
}

/** Starts pg-boss with the given jobs: creates their queues, schedules and workers. */
export async function startJobs(
  db: Database,
  definitions: JobDefinition[],
  log: FastifyBaseLogger,
  options: JobsOptions = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    db: pgBossDatabase(db),
    schema: 'pgboss',
    // A cron job is sent within seconds of its minute (pg-boss checks every 30 s by default:
    // a reminder would arrive up to half a minute late).
    cronMonitorIntervalSeconds: 5,
    cronWorkerIntervalSeconds: 2,
    // Finished jobs are kept briefly for diagnosis, then deleted.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
  });
  boss.on('error', (error: Error) => log.error({ err: error.message }, 'job queue error'));
  await boss.start();

  const sender: JobSender = {
    async send(name, data, sendOptions) {
      await boss.send(name, data, sendOptions ?? {});
    },
  };
  for (const definition of definitions) {
    await boss.createQueue(definition.name);
    await boss.work(
      definition.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async (batch) => {
        for (const job of batch) await definition.handler(job.data as object, sender);
      },
    );
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
    if (definition.runAtStart) await sender.send(definition.name, {});
  }

  let stopped = false;
  return {
    ...sender,
    async stop() {
      if (stopped) return;
      stopped = true;
      // wait: resolves once the running handlers have finished (or after the timeout).
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
    },
  };
}
