import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
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
export async function migrate(handle: Pick<DatabaseHandle, 'db'>) {
  const folder = await migrationsFolder();
  await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}
