import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { afterAll, expect, it } from 'vitest';
import { createScratchPostgres } from '../test/database.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';
import { migrate } from './migrate.ts';
import { rowsOf } from '../features/admin/assignments.ts';

const folder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const scratch: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of scratch.reverse()) await drop();
});

/** An empty database of the test's kind: PGlite in memory, or a new PostgreSQL database. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') return openPglite(undefined, { poolSize: 2 });
  const db = await createScratchPostgres('resona_m');
  const handle = await openPostgres(db.url, 2);
  scratch.push(db.drop);
  return handle;
}

/** The migrations folder as it stood up to and including `lastIdx`. */
function migrationsUpTo(lastIdx: number) {
  const copy = mkdtempSync(join(tmpdir(), 'resona-migrations-'));
  cpSync(folder, copy, { recursive: true });
  const journalPath = join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalPath, JSON.stringify(journal));
  scratch.push(async () => rmSync(copy, { recursive: true, force: true }));
  return copy;
}

it('migration 0005 renames cohort names that repeat, whatever their case, then keeps them unique', async () => {
  const handle = await emptyDatabase();
  scratch.push(() => handle.close());
  const db = handle.db as unknown as NodePgDatabase;
  await migratePg(db, { migrationsFolder: migrationsUpTo(4) });
  await handle.db.execute(
    sql`INSERT INTO cohorts (name) VALUES ('Arm A'), ('Arm A'), ('arm a'), ('Arm B')`,
  );

  await migrate(handle);

  const rows = rowsOf<{ id: number; name: string }>(
    await handle.db.execute(sql`SELECT id, name FROM cohorts ORDER BY id`),
  );
  const [first, second, third, fourth] = rows;
  expect(rows.map((r) => r.name)).toEqual([
    'Arm A',
    `Arm A (${second!.id})`,
    `arm a (${third!.id})`,
    'Arm B',
  ]);
  expect(new Set(rows.map((r) => r.name.toLowerCase())).size).toBe(rows.length);
  expect(first!.id).toBeLessThan(fourth!.id);
  // The unique index the migration made refuses another "ARM A".
  await expect(
    handle.db.execute(sql`INSERT INTO cohorts (name) VALUES ('ARM A')`),
  ).rejects.toThrow();
}, 180_000);
