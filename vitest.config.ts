import { defineConfig } from 'vitest/config';

// One run covers every fast suite. The server's API tests run once on PGlite and, when
// DATABASE_URL names a PostgreSQL server, once more on it.
const projects = [
  { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
  {
    test: {
      name: 'web',
      root: 'apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['src/**/*.dom.test.tsx'],
    },
  },
  // Components on the runtime that ships (decision 058): react-dom into happy-dom, driven with
  // Testing Library as a person would, with the real English catalogue.
  {
    test: {
      name: 'web-dom',
      root: 'apps/web',
      include: ['src/**/*.dom.test.tsx'],
      environment: 'happy-dom',
      setupFiles: ['src/test/setup-dom.ts'],
    },
  },
  {
    test: {
      name: 'server-pglite',
      root: 'apps/server',
      include: ['src/**/*.test.ts'],
      // Many servers on one database need PostgreSQL (server-postgres runs it).
      exclude: ['src/many-servers.test.ts', 'src/deploy-nginx.test.ts'],
      env: { TEST_DB: 'pglite' },
      // The server's modules are loaded once per worker, not once per file: every file still
      // builds its own app on its own database, and no server module keeps state outside the
      // objects an app is built from (decision 090).
      isolate: false,
      // One migrated database dumped once; every test file's PGlite starts from it.
      globalSetup: ['src/test/pglite-template.setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  },
];
if (process.env.DATABASE_URL) {
  projects.push({
    test: {
      name: 'server-postgres',
      root: 'apps/server',
      include: ['src/**/*.test.ts'],
      // Start-up behaviour and PGlite's own thread are about the embedded database; the HTTP
      // edge's sweeps (fuzz, the access matrix, mass assignment) ask nothing of the database
      // that PGlite, the same PostgreSQL, does not answer alike: once is enough (decision 089).
      exclude: [
        'src/startup.test.ts',
        'src/db/pglite-thread.test.ts',
        'src/test/security/fuzz.test.ts',
        'src/test/security/access-matrix.test.ts',
        'src/test/security/mass-assignment.test.ts',
      ],
      env: { TEST_DB: 'postgres' },
      isolate: false,
      // One migrated database that every test file's database is copied from.
      globalSetup: ['src/test/postgres-template.setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  });
}

// Two files at a time, not Vitest's default of one on a two-core machine (cores − 1): an API
// test file waits on its database thread or PostgreSQL for much of its time (decision 089).
export default defineConfig({ test: { projects, maxWorkers: 2 } });
