import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed/index.ts';
import { createScratchPostgres } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded database on the PostgreSQL server, for each test file to copy. */
    postgresTemplate: string;
  }
}

/**
 * The server-postgres project's global set-up: one migrated, seeded database that each test file
 * copies (CREATE DATABASE … TEMPLATE) instead of migrating and seeding its own. Its name is
 * random, so runs side by side on one server never share it.
 */
export default async function setup(project: TestProject) {
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
  return () => template.drop();
}
