import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed/index.ts';

/**
 * The server project's migrated, seeded database to copy (test/postgres-template.setup.ts);
 * undefined outside vitest.
 */
async function postgresTemplate() {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('postgresTemplate');
}

/**
 * A database of its own on the PostgreSQL server DATABASE_URL names — empty, or a copy of
 * `template` — and a way to drop it (connections still open included).
 */
export async function createScratchPostgres(
  prefix: string,
  { template }: { template?: string } = {},
) {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('a PostgreSQL test needs DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A fresh, migrated database for one test file, reached the way the server reaches it (a
 * node-postgres pool): a new database on the PostgreSQL server DATABASE_URL names (the suite's
 * own embedded one when the machine has none), dropped again at close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = await postgresTemplate();
  const scratch = await createScratchPostgres('resona_t', { template });
  const inner = await openPostgres(scratch.url, 5);
  const handle: DatabaseHandle = {
    ...inner,
    async close() {
      await inner.close();
      await scratch.drop();
    },
  };
  // A copy of the migrated, seeded template: migrate still checks, as at every server start.
  await migrate(handle);
  if (!template) await seedReferenceData(handle.db);
  return handle;
}
