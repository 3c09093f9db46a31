import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { openEmbedded, type DatabaseHandle } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed/index.ts';

/**
 * A script starts tsx, and on a data directory of its own PostgreSQL and the migrations: many
 * seconds on a busy machine.
 */
export const CLI_TIMEOUT_MS = 90_000;

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/** A DATA_DIR of the test's own, removed after the file. */
export function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'resona-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A script of apps/server/src/cli as `npm run admin`, `broadcast`, `backup` or `restore` starts
 * it, on the embedded database in `dataDir` (or the PostgreSQL `databaseUrl` names).
 */
export function runCli(
  script: 'admin' | 'broadcast' | 'backup' | 'restore',
  dataDir: string,
  args: string[],
  { databaseUrl }: { databaseUrl?: string } = {},
) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args],
      { cwd: REPO, env },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * What a running server on the embedded default holds: DATA_DIR's lock and PostgreSQL on
 * DATA_DIR, serving its socket in DATA_DIR/run/. This test process stands in for the server.
 */
export async function runningServerDatabase(dataDir: string): Promise<DatabaseHandle> {
  const unlock = lockDataDir(dataDir);
  const handle = await openEmbedded(dataDir, 3);
  await migrate(handle);
  await seedReferenceData(handle.db);
  afterAll(async () => {
    await handle.close();
    unlock();
  });
  return handle;
}
