import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import {
  openPglite,
  openPool,
  openPostgres,
  pgliteConnection,
  type DatabaseHandle,
} from '../db/client.ts';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { PGLITE_SOCKET_PORT, pgliteSocketDir } from '../db/pglite-thread.ts';

class CliDatabaseError extends Error {}

/**
 * The database the server uses, opened the way the server opens it (decision 065):
 * - DATABASE_URL: PostgreSQL, whether or not servers run;
 * - PGlite with a server running on DATA_DIR: that server's PGlite thread, through its socket
 *   (DATA_DIR/pglite.socket/), since PGlite allows one process per data directory;
 * - PGlite with no server: DATA_DIR itself, holding its lock meanwhile (a fresh one is migrated,
 *   as the server would).
 * Closing releases whatever was taken. A failure to open is one line through `fail`.
 */
export async function openCliDatabase(
  config: Config,
  fail: (message: string) => never,
): Promise<DatabaseHandle> {
  try {
    return await openDatabase(config);
  } catch (error) {
    if (error instanceof CliDatabaseError) fail(error.message);
    fail(`cannot open the database: ${(error as Error).message}`);
  }
}

async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, 2);
  const pgliteDir = join(config.dataDir, 'pglite');
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return openRunningServers(config.dataDir, pgliteDir);
  }
  process.on('exit', unlock);
  try {
    const handle = await openPglite(pgliteDir, { poolSize: 2 });
    await migrate(handle);
    return {
      ...handle,
      async close() {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The PGlite thread of the server that holds the data directory. */
async function openRunningServers(dataDir: string, pgliteDir: string) {
  const socketDir = pgliteSocketDir(pgliteDir);
  if (!socketDir) {
    throw new CliDatabaseError(
      `the server holding ${dataDir} serves its database outside it (the path is too long for a socket); stop it to run this`,
    );
  }
  if (!existsSync(join(socketDir, `.s.PGSQL.${PGLITE_SOCKET_PORT}`))) {
    throw new CliDatabaseError(
      `a server holds ${dataDir} but its database is not open yet; try again once it has started`,
    );
  }
  return openPool(pgliteConnection(socketDir), 'pglite', 2);
}
