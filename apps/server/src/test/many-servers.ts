import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed/index.ts';
import { createScratchPostgres } from './database.ts';
import {
  freePort,
  killServers,
  spawnServer,
  untilReady,
  type ServerProcess,
} from './server-process.ts';

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Its Prometheus metrics, on a port of their own: http://127.0.0.1:<port>/metrics */
  metrics: string;
  process: ServerProcess;
}

export interface SharedDatabase {
  url: string;
  /** The test's own connection, to arrange rows and to check what the servers wrote. */
  handle: DatabaseHandle;
  /** One statement on a connection of the test's own, answering its rows. */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** Closes the connections and drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database on the server DATABASE_URL names, migrated and seeded before any
 * server starts, so a test can add rows the servers find at start-up.
 */
export async function createSharedDatabase(): Promise<SharedDatabase> {
  const scratch = await createScratchPostgres('resona_many');
  const handle = await openPostgres(scratch.url, 5);
  await migrate(handle);
  await seedReferenceData(handle.db);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  return {
    url: scratch.url,
    handle,
    async query<T>(text: string, values?: unknown[]) {
      return (await pool.query(text, values)).rows as T[];
    },
    async drop() {
      await pool.end();
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * Starts `count` real server processes on one database, each on a free port with a private
 * DATA_DIR, in production mode (so they trust X-Forwarded-For from a proxy on this machine,
 * as behind the reverse proxy of docs/deploy/). The first starts alone, the others together.
 * Call `stop` in afterAll.
 */
export async function startServers(
  databaseUrl: string,
  count: number,
  env: Record<string, string> = {},
) {
  const dirs: string[] = [];
  const start = async (): Promise<RunningServer> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'resona-many-'));
    dirs.push(dataDir);
    const port = await freePort();
    const metricsPort = await freePort();
    const process = spawnServer({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'none',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      METRICS_PORT: String(metricsPort),
      ...env,
    });
    await untilReady(process);
    return {
      base: `http://127.0.0.1:${port}`,
      metrics: `http://127.0.0.1:${metricsPort}/metrics`,
      process,
    };
  };
  const first = await start();
  const others = await Promise.all(Array.from({ length: count - 1 }, start));
  return {
    servers: [first, ...others],
    stop() {
      killServers();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
