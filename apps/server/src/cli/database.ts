import type { Config } from '../config.ts';
import { openEmbedded, openPool, openPostgres, type DatabaseHandle } from '../db/client.ts';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock.ts';
import { embeddedConnection, embeddedSocketExists } from '../db/embedded-postgres.ts';
import { migrate } from '../db/migrate.ts';
import { moveFromPglite } from '../db/pglite-upgrade.ts';

class CliDatabaseError extends Error {}

/**
 * The database the server uses, opened the way the server opens it (decision 065):
 * - DATABASE_URL: PostgreSQL, whether or not servers run;
 * - the embedded default with a server running on DATA_DIR: that server's PostgreSQL, through
 *   its socket (one process owns DATA_DIR);
 * - the embedded default with no server: DATA_DIR's PostgreSQL started here, holding DATA_DIR's
 *   lock meanwhile (a fresh one is migrated, as the server would).
 * Closing releases whatever was taken. A failure to open is one line through `fail`. `exclusive`
 * (a restore) refuses a DATA_DIR a running server holds.
 */
export async function openCliDatabase(
  config: Config,
  fail: (message: string) => never,
  { exclusive = false }: { exclusive?: boolean } = {},
): Promise<DatabaseHandle> {
  try {
    return await openDatabase(config, exclusive);
  } catch (error) {
    if (error instanceof CliDatabaseError) fail(error.message);
    fail(`cannot open the database: ${(error as Error).message}`);
  }
}

async function openDatabase(config: Config, exclusive: boolean): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, 2);
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    if (exclusive) throw new CliDatabaseError(`${error.message}: stop it first`);
    return openRunningServers(config.dataDir);
  }
  process.on('exit', unlock);
  try {
    const handle = await openEmbedded(config.dataDir, 2);
    try {
      await moveFromPglite(config.dataDir, handle);
      await migrate(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
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

/** The PostgreSQL of the server that holds the data directory. */
async function openRunningServers(dataDir: string) {
  if (!embeddedSocketExists(dataDir)) {
    throw new CliDatabaseError(
      `a server holds ${dataDir} but its database is not open yet; try again once it has started`,
    );
  }
  return openPool(embeddedConnection(dataDir), 'embedded', 2);
}
