import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

// src/db/ in development, dist/ once bundled: both sit two levels or one below the app root.
const candidates = ['../../drizzle', '../drizzle'].map((p) =>
  fileURLToPath(new URL(p, import.meta.url)),
);

function migrationsFolder() {
  const found = candidates.find((p) => existsSync(`${p}/meta/_journal.json`));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** How many migrations this version of Resona has. */
export function migrationCount() {
  return readJournal(migrationsFolder()).entries.length;
}

/**
 * Applies every pending migration, or only the first `upTo` of them (a backup's level, before
 * its rows are loaded); safe to run at each start and from several servers.
 */
export async function migrate(
  handle: Pick<DatabaseHandle, 'db'>,
  { upTo }: { upTo?: number } = {},
) {
  const folder = migrationsFolder();
  const db = handle.db as unknown as NodePgDatabase;
  if (upTo === undefined) return migratePg(db, { migrationsFolder: folder });
  // drizzle applies what its journal lists: a copy listing the first `upTo` stops there.
  const copy = mkdtempSync(join(tmpdir(), 'resona-migrations-'));
  try {
    cpSync(folder, copy, { recursive: true });
    const journal = readJournal(copy);
    journal.entries = journal.entries.slice(0, upTo);
    writeFileSync(join(copy, 'meta', '_journal.json'), JSON.stringify(journal));
    await migratePg(db, { migrationsFolder: copy });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
