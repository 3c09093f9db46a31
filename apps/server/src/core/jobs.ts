import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
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
  /** How long a stop waits for running handlers before pg-boss gives up on them (ms). */
  stopTimeoutMs?: number;
}

type RawClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

/** How long a stop waits for the running handlers before giving up on them. */
const STOP_TIMEOUT_MS = 15_000;

/** Promises still running, so a stop can wait for them to settle. */
class InFlight {
  #pending = new Set<Promise<unknown>>();
  track<T>(promise: Promise<T>): Promise<T> {
    const tracked = promise.finally(() => this.#pending.delete(tracked));
    // Only to wait on: whoever made the promise handles its failure.
    tracked.catch(() => {});
    this.#pending.add(tracked);
    return promise;
  }
  async settled() {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}

/** pg-boss's database: its SQL through our own node-postgres pool, each query in flight known. */
export interface JobsDatabase extends PgBoss.Db {
  /** Resolves once every query sent so far has answered, or failed. */
  settled(): Promise<void>;
}

/** pg-boss runs its SQL through our own node-postgres pool. */
export function pgBossDatabase(db: Database): JobsDatabase {
  const client = (db as unknown as { $client: RawClient }).$client;
  const queries = new InFlight();
  return {
    executeSql: (text, values) => queries.track(client.query(text, values)),
    settled: () => queries.settled(),
  };
}

/** Starts pg-boss with the given jobs: creates their queues, schedules and workers. */
export async function startJobs(
  db: Database,
  definitions: JobDefinition[],
  log: FastifyBaseLogger,
  options: JobsOptions = {},
): Promise<Jobs> {
  const database = pgBossDatabase(db);
  const running = new InFlight();
  const boss = new PgBoss({
    db: database,
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
      (batch) =>
        running.track(
          (async () => {
            for (const job of batch) await definition.handler(job.data as object, sender);
          })(),
        ),
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
      const timeout = options.stopTimeoutMs ?? STOP_TIMEOUT_MS;
      await boss.stop({ graceful: true, wait: true, timeout });
      // pg-boss 10 marks a finished job complete without waiting for it (manager.js onFetch),
      // and gives up on a handler after its timeout, so its stop can resolve with a handler
      // still running or that UPDATE not yet sent. The pool must outlive both, or the process
      // dies at shutdown on "Cannot use a pool after calling end".
      // A handler that outlives a second timeout is left to fail against the closed pool.
      await Promise.race([running.settled(), delay(timeout)]);
      await new Promise((resolve) => setImmediate(resolve)); // the UPDATE is sent by then
      await database.settled();
    },
  };
}
