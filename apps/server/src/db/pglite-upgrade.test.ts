import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { DATA_DIR_FILES } from '../lib/data-dir-secret.ts';
import { createFileOnce } from '../lib/durable-file.ts';
import { freePort, killServers, spawnServer, untilReady } from '../test/server-process.ts';
import { openEmbedded } from './client.ts';

/**
 * A DATA_DIR an earlier version of Resona ran on (PGlite in DATA_DIR/pglite) opens on this one:
 * its people and their sessions move into the embedded PostgreSQL at the first start, and the
 * old directory is kept aside.
 */
const dirs: string[] = [];
afterAll(() => {
  killServers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

it('moves an earlier version’s PGlite database into PostgreSQL at the first start', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'resona-upgrade-'));
  dirs.push(dataDir);
  const lite = new PGlite(join(dataDir, 'pglite'));
  await migratePglite(drizzle(lite), { migrationsFolder: MIGRATIONS });
  await lite.query(
    `INSERT INTO users (email, password_hash, is_verified) VALUES ('kept@example.com', 'x', true)`,
  );
  const { rows } = await lite.query<{ id: number }>(
    `INSERT INTO notifications (user_id, type, title, body, url)
     SELECT u.id, 'Broadcast', 'Kept', 'before the upgrade', '/Home' FROM users u RETURNING id`,
  );
  await lite.close();
  createFileOnce(join(dataDir, DATA_DIR_FILES.pseudonymKey), 'the study key of before');

  const server = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
  await untilReady(server);
  expect(server.stdout()).toContain(
    `Moved the embedded database from ${join(dataDir, 'pglite')} to PostgreSQL`,
  );
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  expect(existsSync(join(dataDir, 'pglite-before-postgres', 'PG_VERSION'))).toBe(true);
  expect(readFileSync(join(dataDir, DATA_DIR_FILES.pseudonymKey), 'utf8')).toBe(
    'the study key of before',
  );

  const moved = await openEmbedded(dataDir, 1);
  try {
    const people = await moved.pool.query<{ email: string }>('SELECT email FROM users');
    expect(people.rows.map((r) => r.email)).toContain('kept@example.com');
    const notes = await moved.pool.query<{ body: string }>(
      'SELECT body FROM notifications WHERE id = $1',
      [rows[0]!.id],
    );
    expect(notes.rows).toEqual([{ body: 'before the upgrade' }]);
  } finally {
    await moved.close();
  }

  // The next start has nothing to move and says nothing of it.
  const again = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
  await untilReady(again);
  expect(again.stdout()).not.toContain('Moved the embedded database');
  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);
}, 180_000);
