import { join } from 'node:path';
import { ConfigError, parseConfig } from '../config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.ts';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { askRunningServer } from '../features/notifications/control-socket.ts';
import type { AdminControlReply } from './admin-over-socket.ts';
import { AdminCliError, parseAdminArgs, runAdminCommand } from './admin-role.ts';

function fail(message: string): never {
  process.stderr.write(`resona admin: ${message}\n`);
  process.exit(1);
}

/**
 * `npm run admin -- grant <email> | revoke <email> | list`, on the database the server uses
 * (decision 030):
 * - DATABASE_URL: straight to PostgreSQL, whether or not servers run;
 * - PGlite with a server running on DATA_DIR: handed to it over its control socket, since
 *   PGlite allows one process per data directory;
 * - PGlite with no server: opens DATA_DIR itself, holding its lock meanwhile.
 */
async function main() {
  let input;
  let config;
  const argv = process.argv.slice(2);
  try {
    input = parseAdminArgs(argv);
    config = parseConfig();
  } catch (error) {
    if (error instanceof AdminCliError || error instanceof ConfigError) fail(error.message);
    throw error;
  }
  let handle: DatabaseHandle;
  let unlock = () => {};
  if (config.databaseUrl) {
    handle = await openPostgres(config.databaseUrl, 1).catch((error: Error) =>
      fail(`cannot open the database: ${error.message}`),
    );
  } else {
    const request = { command: 'admin-role', argv };
    const reply = (await askRunningServer(config.dataDir, request).catch((error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ECONNREFUSED') return null; // no server running here
      fail(`the server in ${config.dataDir} did not answer: ${(error as Error).message}`);
    })) as AdminControlReply | null;
    if (reply) {
      if (!reply.ok) fail(reply.error);
      process.stdout.write(`${reply.message}\n`);
      return;
    }
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      fail(
        `a server holds ${config.dataDir} but does not answer on its control socket; stop it or try again once it has started`,
      );
    }
    process.on('exit', unlock);
    handle = await openPglite(join(config.dataDir, 'pglite'));
  }
  try {
    // A fresh data directory has no tables yet; the server would make them the same way.
    await migrate(handle);
    process.stdout.write(`${await runAdminCommand(handle.db, input)}\n`);
  } catch (error) {
    await handle.close();
    if (error instanceof AdminCliError) fail(error.message);
    throw error;
  }
  await handle.close();
  unlock();
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
