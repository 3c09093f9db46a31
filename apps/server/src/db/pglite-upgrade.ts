import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fsyncPath } from '../lib/durable-file.ts';
import { restoreBackup, holdsPeople } from './backup/restore.ts';
import { writeBackup } from './backup/write.ts';
import type { DatabaseHandle } from './client.ts';

/** Where earlier versions of Resona kept the embedded database (PGlite), and where it goes after. */
const PGLITE_DIR = 'pglite';
const KEPT_AS = 'pglite-before-postgres';

/**
 * Earlier versions ran the embedded default on PGlite in DATA_DIR/pglite (decision 097 says why
 * no longer). On the first start of this one, its rows move into the new PostgreSQL through a
 * backup and a restore — all or nothing — and the old directory is kept beside it, renamed, for
 * whoever wants to remove it by hand. Returns what a person should be told, if anything moved.
 */
export async function moveFromPglite(
  dataDir: string,
  handle: DatabaseHandle,
): Promise<string | undefined> {
  const old = join(dataDir, PGLITE_DIR);
  if (!existsSync(join(old, 'PG_VERSION'))) return undefined;
  const kept = join(dataDir, KEPT_AS);
  // A start that stopped between the restore's commit and the rename has nothing left to move.
  if (!(await holdsPeople(handle.pool))) {
    const file = join(dataDir, 'pglite-upgrade.backup.gz');
    const { PGlite } = await import('@electric-sql/pglite');
    const lite = new PGlite(old);
    try {
      await writeBackup(lite, dataDir, file);
    } finally {
      await lite.close();
    }
    await restoreBackup(handle, dataDir, file);
    rmSync(file, { force: true });
  }
  rmSync(kept, { recursive: true, force: true });
  renameSync(old, kept);
  fsyncPath(dataDir);
  return `Moved the embedded database from ${old} to PostgreSQL (the old copy is in ${kept})`;
}
