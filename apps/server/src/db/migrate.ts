import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.ts';

// src/db/ in development, dist/ once bundled: both sit two levels or one below the app root.
const candidates = ['../../drizzle', '../drizzle'].map((p) =>
  fileURLToPath(new URL(p, import.meta.url)),
);

async function migrationsFolder() {
  const { existsSync } = await import('node:fs');
  const found = candidates.find((p) => existsSync(`${p}/meta/_journal.json`));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Applies every pending migration; safe to run at each start and from several servers. */
export async function migrate(handle: DatabaseHandle) {
  const folder = await migrationsFolder();
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}
