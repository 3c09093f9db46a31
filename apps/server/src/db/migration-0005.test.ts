import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createScratchPostgres } from '../test/database.ts';
import { openPostgres, type DatabaseHandle } from './client.ts';
import { migrate } from './migrate.ts';
import { rowsOf } from '../features/admin/assignments.ts';

const scratch: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of scratch.reverse()) await drop();
});

/** A new, empty PostgreSQL database. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const db = await createScratchPostgres('resona_m');
  const handle = await openPostgres(db.url, 2);
  scratch.push(db.drop);
  return handle;
}

it('migration 0005 renames cohort names that repeat, whatever their case, then keeps them unique', async () => {
  const handle = await emptyDatabase();
  scratch.push(() => handle.close());
  // Up to and including 0004.
  await migrate(handle, { upTo: 5 });
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
