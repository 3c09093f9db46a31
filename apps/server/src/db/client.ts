import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PGLITE_SOCKET_PORT, startPgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';
import { statementWatch } from './statement-watch.ts';

/** One type for both drivers: the services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or a transaction inside it: queries accept either. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /** The database: the embedded PGlite or a PostgreSQL server. */
  kind: 'pglite' | 'postgres';
  /** How drizzle reaches it: node-postgres (PostgreSQL, PGlite on its thread) or PGlite in-process. */
  driver: 'node-postgres' | 'pglite';
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case', logger: statementWatch } as const;

/**
 * Tells the statement watch when a transaction has ended, after its commit or rollback has
 * completed: a commit only changes what others read once it is done (PGlite's transactions
 * never show their begin and commit to drizzle's logger at all).
 */
function announceTransactionEnds(db: Database) {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<typeof transaction>) => {
    try {
      return await transaction(...args);
    } finally {
      statementWatch.logQuery('commit', []);
    }
  }) as typeof db.transaction;
  return db;
}

/** A node-postgres pool and drizzle on it; fails at once when the database is unreachable. */
async function openPool(config: pg.PoolConfig, kind: DatabaseHandle['kind']) {
  const pool = new pg.Pool(config);
  // An idle connection the server drops (a restart, an administrator) is discarded and replaced
  // on next use; without a listener its error would end the process.
  pool.on('error', (error) => {
    process.stderr.write(`resona: a database connection was closed: ${error.message}\n`);
  });
  // Fail at start, not on the first request, when the server is unreachable.
  const client = await pool.connect();
  client.release();
  const db = announceTransactionEnds(drizzlePg(pool, drizzleOptions) as unknown as Database);
  return { db, kind, driver: 'node-postgres' as const, pool };
}

/** PostgreSQL over node-postgres. */
export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const { pool, ...handle } = await openPool({ connectionString: url, max: poolSize }, 'postgres');
  return { ...handle, close: () => pool.end() };
}

/**
 * PGlite on its data directory, in a thread of its own (decision 038): its WebAssembly no longer
 * shares the event loop with HTTP. The server, the scripts and the bench reach it through
 * node-postgres, like PostgreSQL. The thread runs the connections' queries one after another in
 * one session, and a transaction has it to itself until it ends, as PGlite in-process did; the
 * pool's connections only let queries wait there, ready, instead of here.
 */
export async function openPglite(dataDir: string, poolSize = 10): Promise<DatabaseHandle> {
  const thread = await startPgliteThread(dataDir);
  try {
    const { pool, ...handle } = await openPool(
      {
        host: thread.socketDir,
        port: PGLITE_SOCKET_PORT,
        user: 'postgres',
        database: 'postgres',
        max: poolSize,
      },
      'pglite',
    );
    return {
      ...handle,
      async close() {
        await pool.end();
        await thread.close();
      },
    };
  } catch (error) {
    await thread.close();
    throw error;
  }
}

/**
 * In-process PGlite runs each query synchronously on the main thread (about a millisecond of WebAssembly
 * for a small extended-protocol query), and its own queue hands the next query over in a
 * microtask, so under load fifty waiting queries ran back to back without the event loop ever
 * getting a turn: no request was read and no reply written for up to a second (decision 037).
 * Queries now wait in our own queue, and the event loop runs once between any two of them.
 */
function yieldBetweenQueries(client: PGlite) {
  const query = client.query.bind(client);
  let tail: Promise<unknown> = Promise.resolve();
  client.query = ((...args: Parameters<typeof query>) => {
    const run = tail.then(() =>
      new Promise((resolve) => setImmediate(resolve)).then(() => query(...args)),
    );
    tail = run.catch(() => undefined);
    return run;
  }) as typeof client.query;
}

/**
 * PGlite in memory on this thread (tests: it opens in a fraction of the time a thread and a data
 * directory take, and a test's load is light).
 */
export async function openPgliteInMemory(): Promise<DatabaseHandle> {
  const client = new PGlite();
  await client.waitReady;
  yieldBetweenQueries(client);
  const db = announceTransactionEnds(drizzlePglite(client, drizzleOptions) as unknown as Database);
  return { db, kind: 'pglite', driver: 'pglite', close: () => client.close() };
}
