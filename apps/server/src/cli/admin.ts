import { ConfigError, parseConfig } from '../config.ts';
import { AdminCliError, parseAdminArgs, runAdminCommand } from './admin-role.ts';
import { openCliDatabase } from './database.ts';

function fail(message: string): never {
  process.stderr.write(`resona admin: ${message}\n`);
  process.exit(1);
}

/**
 * `npm run admin -- grant <email> | revoke <email> | list`, on the database the server uses
 * (decisions 030, 065): PostgreSQL, a running server's embedded PostgreSQL through its socket, or DATA_DIR
 * opened here when no server holds it. A role change is announced to every server, which
 * stops serving the old role at once.
 */
async function main() {
  let input;
  let config;
  try {
    input = parseAdminArgs(process.argv.slice(2));
    config = parseConfig();
  } catch (error) {
    if (error instanceof AdminCliError || error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const handle = await openCliDatabase(config, fail);
  try {
    process.stdout.write(`${await runAdminCommand(handle.db, input)}\n`);
  } catch (error) {
    await handle.close();
    if (error instanceof AdminCliError) fail(error.message);
    throw error;
  }
  await handle.close();
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
