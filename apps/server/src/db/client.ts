import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listenForNotifications, type Listen } from './listener.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import * as schema from './schema/index.ts';

/** One type for both databases: the services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or a transaction inside it: queries accept either. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /** The database: PostgreSQL embedded in DATA_DIR, or a PostgreSQL server of its own. */
  kind: 'embedded' | 'postgres';
  /** How to open another connection to it (a second pool, a listener). */
  connection: pg.ClientConfig;
  /** The pool behind `db`: its waiting and idle counts are the server's metrics. */
  pool: pg.Pool;
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

/** A node-postgres pool and drizzle on it; fails at once when the database is unreachable. */
export async function openPool(
  connection: pg.ClientConfig,
  kind: DatabaseHandle['kind'],
  poolSize: number,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ ...connection, max: poolSize, idleTimeoutMillis: IDLE_CONNECTION_MS });
  let closing = false;
  const report = (error: Error) => {
    // Ending the pool ends its idle clients without waiting for them, so the embedded server
    // stopping right after may still cut one: that is this server closing, not news.
    if (closing) return;
    process.stderr.write(`resona: a database connection was closed: ${error.message}\n`);
  };
  // An idle connection the server drops (a restart, an administrator) is discarded and replaced
  // on next use; without a listener its error would end the process.
  pool.on('error', report);
  // So would a connection ended while in use (PostgreSQL's idle-in-transaction time-out, a
  // restart): its query fails instead, and the pool drops it.
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
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/** PostgreSQL over node-postgres. */
export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  return openPool({ connectionString: url }, 'postgres', poolSize);
}

/**
 * The embedded default: PostgreSQL on DATA_DIR, started by this process (decision 097) and
 * reached over its socket like any PostgreSQL; closing the handle shuts it down.
 */
export async function openEmbedded(dataDir: string, poolSize = 10): Promise<DatabaseHandle> {
  const server = await startEmbeddedPostgres(dataDir);
  try {
    const handle = await openPool(server.connection, 'embedded', poolSize);
    return {
      ...handle,
      async close() {
        await handle.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
