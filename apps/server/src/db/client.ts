import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listenForNotifications, type Listen } from './listener.ts';
import {
  PGLITE_SOCKET_PORT,
  startPgliteThread,
  type PgliteThread,
  type PgliteThreadOptions,
} from './pglite-thread.ts';
import * as schema from './schema/index.ts';

/** One type for both databases: the services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or a transaction inside it: queries accept either. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /** The database: the embedded PGlite or a PostgreSQL server. */
  kind: 'pglite' | 'postgres';
  /** How to open another connection to it (a second pool, a listener). */
  connection: pg.ClientConfig;
  /** LISTENs on a channel over a connection of its own, reconnecting when it drops. */
  listen: Listen;
  close(): Promise<void>;
}

/**
 * How long a pool keeps a connection nobody is using (node-postgres closes it after 10 s). A new
 * one costs PostgreSQL a process and a new plan of every prepared statement, paid by the first
 * requests of a burst after a quiet spell — the morning's reminders, say: at 1,000 history
 * reads a second after 13 s without any, p99 15–26 ms with 10 s against 7–11 ms with this
 * (decision 091). Ten connections a server held a few minutes longer are cheap.
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

/**
 * A node-postgres pool and drizzle on it, for PostgreSQL and for PGlite on its thread alike
 * (decision 038); fails at once when the database is unreachable.
 */
export async function openPool(
  connection: pg.ClientConfig,
  kind: DatabaseHandle['kind'],
  poolSize: number,
): Promise<DatabaseHandle & { pool: pg.Pool }> {
  const pool = new pg.Pool({ ...connection, max: poolSize, idleTimeoutMillis: IDLE_CONNECTION_MS });
  const report = (error: Error) => {
    process.stderr.write(`resona: a database connection was closed: ${error.message}\n`);
  };
  // An idle connection the server drops (a restart, an administrator) is discarded and replaced
  // on next use; without a listener its error would end the process.
  pool.on('error', report);
  // So would a connection ended while in use (PostgreSQL's or the PGlite thread's
  // idle-in-transaction time-out): its query fails instead, and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => {}));
  // Fail at start, not on the first request, when the server is unreachable.
  const client = await pool.connect();
  client.release();
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind,
    connection,
    pool,
    listen: (channel, handlers) => listenForNotifications(connection, channel, handlers),
    close: () => pool.end(),
  };
}

/** PostgreSQL over node-postgres. */
export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  return openPool({ connectionString: url }, 'postgres', poolSize);
}

/** The connection to a PGlite thread's socket, from this process or another (the CLI). */
export function pgliteConnection(socketDir: string): pg.ClientConfig {
  return { host: socketDir, port: PGLITE_SOCKET_PORT, user: 'postgres', database: 'postgres' };
}

export interface PgliteOptions extends PgliteThreadOptions {
  poolSize?: number;
}

/**
 * PGlite on its data directory (in memory when absent: tests, the bench), in a thread of its own
 * (decision 038): its WebAssembly no longer shares the event loop with HTTP. The server, the
 * scripts, the tests and the bench reach it through node-postgres, like PostgreSQL. The thread
 * runs the connections' queries one after another in one session, and a transaction has it to
 * itself until it ends; the pool's connections only let queries wait there, ready, instead of here.
 */
export async function openPglite(
  dataDir?: string,
  { poolSize = 10, ...options }: PgliteOptions = {},
): Promise<DatabaseHandle & Pick<PgliteThread, 'dump'>> {
  const thread: PgliteThread = await startPgliteThread(dataDir, options);
  try {
    const handle = await openPool(pgliteConnection(thread.socketDir), 'pglite', poolSize);
    return {
      ...handle,
      dump: (path) => thread.dump(path),
      async close() {
        await handle.close();
        await thread.close();
      },
    };
  } catch (error) {
    await thread.close();
    throw error;
  }
}
