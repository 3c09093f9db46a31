import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The real entry point, started the way `npm run dev` starts it, in a process of its own.
export const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = join(REPO, 'apps/server/src/main.ts');
const START_TIMEOUT = 60_000;

/** A port nobody listens on right now (the system picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Every server still running, killed: for a test file's afterAll. */
export function killServers() {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Spawns the server with the test runner's environment minus the settings a test must name
 * itself (the database, SMTP, payments), plus `env`.
 */
export function spawnServer(env: Record<string, string | undefined>): ServerProcess {
  const base: Record<string, string | undefined> = { ...process.env };
  // The embedded database unless a test names one: the runner may carry DATABASE_URL.
  delete base.DATABASE_URL;
  delete base.SMTP_URL;
  delete base.PAYMENT_PROVIDER;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO,
    // Metrics on a port of the system's choosing: servers started side by side do not collide.
    env: {
      ...base,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves once the start-up banner is complete; fails if the process ends first. */
export async function untilReady(server: ServerProcess) {
  const deadline = Date.now() + START_TIMEOUT;
  while (!/Unused access code for a new sign-up: \S+/.test(server.stdout())) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited ${server.child.exitCode}: ${server.stderr()}`);
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
