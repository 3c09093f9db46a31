import { ConfigError, parseConfig } from '../config.ts';
import { writeBackup } from '../db/backup/write.ts';
import { openCliDatabase } from './database.ts';

function fail(message: string): never {
  process.stderr.write(`resona backup: ${message}\n`);
  process.exit(1);
}

/**
 * `npm run backup -- <file>`: every row of Resona's database, as one consistent snapshot, into
 * a gzip file, while the server goes on serving (decision 097). It opens the database the server
 * uses as the server does: PostgreSQL (DATABASE_URL), a running server's embedded database
 * through its socket, or DATA_DIR itself when no server holds it.
 */
async function main() {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0) fail('usage: npm run backup -- <file>');
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const handle = await openCliDatabase(config, fail);
  try {
    const client = await handle.pool.connect();
    try {
      const summary = await writeBackup(client, config.dataDir, file);
      process.stdout.write(
        `Backed up ${summary.rows} rows of ${summary.tables} tables and ${summary.files} keys of DATA_DIR to ${file}\n`,
      );
    } finally {
      client.release();
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
