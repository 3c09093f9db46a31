import { existsSync } from 'node:fs';
import { ConfigError, parseConfig } from '../config.ts';
import { BackupError, restoreBackup } from '../db/backup/restore.ts';
import { openCliDatabase } from './database.ts';

function fail(message: string): never {
  process.stderr.write(`resona restore: ${message}\n`);
  process.exit(1);
}

/**
 * `npm run restore -- <file>`: a backup loaded into a fresh DATA_DIR (before any server has
 * started on it) or an empty PostgreSQL database (DATABASE_URL), all or nothing (decision 097).
 * It never writes over a database that holds accounts, and never under a running server.
 */
async function main() {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0) fail('usage: npm run restore -- <file>');
  if (!existsSync(file)) fail(`no such file: ${file}`);
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const handle = await openCliDatabase(config, fail, { exclusive: true });
  try {
    const summary = await restoreBackup(handle, config.dataDir, file);
    process.stdout.write(
      `Restored ${summary.rows} rows of ${summary.tables} tables and ${summary.files} keys of DATA_DIR from the backup of ${summary.createdAt}\n`,
    );
  } catch (error) {
    await handle.close();
    if (error instanceof BackupError) fail(error.message);
    throw error;
  }
  await handle.close();
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
