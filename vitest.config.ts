import { defineConfig } from 'vitest/config';

// One run covers every fast suite. The server's API tests run on PostgreSQL: the server
// DATABASE_URL names, else one of the suite's own (decision 097).
const SERVERS_SIDE_BY_SIDE = ['src/many-servers.test.ts', 'src/deploy-nginx.test.ts'];

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
      name: 'server',
      root: 'apps/server',
      include: ['src/**/*.test.ts'],
      // In a project of their own, below.
      exclude: SERVERS_SIDE_BY_SIDE,
      // The server's modules are loaded once per worker, not once per file: every file still
      // builds its own app on its own database, and no server module keeps state outside the
      // objects an app is built from (decision 090).
      isolate: false,
      // One migrated database that every test file's database is copied from, on the
      // PostgreSQL DATABASE_URL names or on one started from the embedded default's binaries.
      globalSetup: ['src/test/postgres-template.setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  },
];
// Many servers on one database, and nginx in front of two, ask for the machine's own PostgreSQL
// and nginx: CI names the one (DATABASE_URL) and installs the other. They measure the servers
// against each other in milliseconds (a sign-out refused everywhere within 100 ms), so they run
// after every other project, one file at a time, with no other test file beside them.
if (process.env.DATABASE_URL) {
  projects.push({
    test: {
      name: 'servers-side-by-side',
      root: 'apps/server',
      include: SERVERS_SIDE_BY_SIDE,
      sequence: { groupOrder: 1 },
      fileParallelism: false,
      globalSetup: ['src/test/postgres-template.setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  } as (typeof projects)[number]);
}

// Two files at a time, not Vitest's default of one on a two-core machine (cores − 1): an API
// test file waits on PostgreSQL for much of its time (decision 089).
export default defineConfig({ test: { projects, maxWorkers: 2 } });
