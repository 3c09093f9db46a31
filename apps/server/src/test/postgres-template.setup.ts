import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { migrate } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed/index.ts';
import { createScratchPostgres } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded database on the PostgreSQL server, for each test file to copy. */
    postgresTemplate: string;
  }
}

async function freeLocalPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The PostgreSQL the server's tests run on: the server DATABASE_URL names (CI, a developer's
 * own), else one started here from the embedded default's binaries in a private folder, so
 * `npm test` needs nothing installed. Test files and the servers they spawn reach it by
 * DATABASE_URL, which the workers inherit.
 */
async function testServer(): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) return async () => {};
  const dir = mkdtempSync(join(tmpdir(), 'resona-test-postgres-'));
  const port = await freeLocalPort();
  const server = await startEmbeddedPostgres(dir, { tcpPort: port });
  process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * The server project's global set-up: one migrated, seeded database that each test file copies
 * (CREATE DATABASE … TEMPLATE) instead of migrating and seeding its own. Its name is random, so
 * runs side by side on one server never share it.
 */
export default async function setup(project: TestProject) {
  const stopServer = await testServer();
  const template = await createScratchPostgres('resona_template');
  const handle = await openPostgres(template.url, 1);
  try {
    await migrate(handle);
    await seedReferenceData(handle.db);
  } finally {
    // A template copies only while nobody is connected to it.
    await handle.close();
  }
  project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
  return async () => {
    await template.drop();
    await stopServer();
  };
}
