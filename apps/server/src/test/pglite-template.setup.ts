import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite database as a tar file, for each test file to start from. */
    pgliteTemplate: string;
  }
}

/**
 * The server-pglite project's global set-up: one migrated, seeded database, dumped once. A
 * fresh PGlite spends seconds of CPU in initdb; started from this dump, a fraction of that, and
 * each test file still gets a database of its own on its own thread.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'resona-pglite-template-'));
  const path = join(dir, 'template.tar');
  const handle = await openPglite(undefined, { poolSize: 1 });
  try {
    await migrate(handle);
    await seedReferenceData(handle.db);
    await handle.dump(path);
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplate', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
