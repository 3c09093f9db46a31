import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type {
  PgliteThreadRequest,
  PgliteWorkerData,
  PgliteWorkerMessage,
} from './pglite-worker.ts';

/** node-postgres names a Unix socket `<directory>/.s.PGSQL.<port>`; the port is only a name. */
export const PGLITE_SOCKET_PORT = 5432;
const SOCKET_FILE = `.s.PGSQL.${PGLITE_SOCKET_PORT}`;
/** Unix socket paths are limited to about 107 bytes (less on macOS). */
const MAX_SOCKET_PATH = 100;

export interface PgliteThread {
  /** The directory node-postgres takes as `host`. */
  socketDir: string;
  /** Writes the database as a tar file, a `template` for later threads (tests). */
  dump(path: string): Promise<void>;
  /** Closes PGlite (a clean shutdown of its data directory) and ends the thread. */
  close(): Promise<void>;
}

/**
 * tsx's ESM API as a file URL. Not import.meta.resolve: vitest's module runner, which loads the
 * tests' global set-up, does not have it.
 */
function tsxEsmApi() {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return pathToFileURL(join(dirname(manifest), exports['./esm/api'].import.default)).href;
}

/**
 * The worker: beside this file from the sources, beside main.js once bundled. From the sources
 * the thread loads TypeScript through tsx's loader, registered in the thread itself (Node 20 does
 * not pass a process's `--import tsx` hooks on to its worker threads).
 */
function newWorker(workerData: PgliteWorkerData) {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  }
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const tsx = tsxEsmApi();
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(code, { eval: true, workerData });
}

/**
 * Where the thread of a server on `dataDir` serves its socket, for another process (the command
 * line) to connect to; undefined when the path is too long for a socket.
 */
export function pgliteSocketDir(dataDir: string) {
  const beside = `${dataDir}.socket`;
  return join(beside, SOCKET_FILE).length <= MAX_SOCKET_PATH ? beside : undefined;
}

/**
 * A private directory for the socket: next to PGlite's data directory (the data-directory lock
 * covers it, mode 0700), or in the system's temporary directory for a database in memory or when
 * that path would be too long for a socket. Nobody but this account can connect; PGlite asks for
 * no password.
 */
function socketDirFor(dataDir: string | undefined) {
  const beside = dataDir === undefined ? undefined : pgliteSocketDir(dataDir);
  if (beside) {
    mkdirSync(beside, { recursive: true });
    chmodSync(beside, 0o700); // also when a server that was killed left it behind
    return { dir: beside, remove: () => rmSync(beside, { recursive: true, force: true }) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'resona-db-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** How long a connection may sit inside a transaction without a word (PostgreSQL's default is none). */
export const IDLE_IN_TRANSACTION_MS = 30_000;

export interface PgliteThreadOptions {
  /** Ends a connection silent this long inside a transaction, rolling it back. */
  idleInTransactionMs?: number;
  /** A database in memory starts as this dump (`dump`) instead of empty: far cheaper (tests). */
  template?: string;
}

/**
 * Starts PGlite on `dataDir` (in memory when absent) in a worker thread, serving the wire
 * protocol on a Unix socket.
 */
export async function startPgliteThread(
  dataDir: string | undefined,
  options: PgliteThreadOptions = {},
): Promise<PgliteThread> {
  const socket = socketDirFor(dataDir);
  const worker = newWorker({
    ...(dataDir !== undefined && { dataDir }),
    ...(options.template !== undefined && { template: options.template }),
    socketPath: join(socket.dir, SOCKET_FILE),
    idleInTransactionMs: options.idleInTransactionMs ?? IDLE_IN_TRANSACTION_MS,
  });
  let closing = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: PgliteWorkerMessage) => {
        if (message.type === 'failed') reject(new Error(message.message));
        else resolve();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database thread ended (${code})`)));
    });
  } catch (error) {
    await worker.terminate();
    socket.remove();
    throw error;
  }
  worker.on('error', (error) => {
    process.stderr.write(`resona: the database thread failed: ${error.message}\n`);
  });
  // Without its database the process can do nothing right; ending lets a supervisor restart it.
  worker.once('exit', (code) => {
    if (closing) return;
    process.stderr.write(`resona: the database thread ended unexpectedly (${code})\n`);
    process.exit(1);
  });
  const send = (request: PgliteThreadRequest) => worker.postMessage(request);
  return {
    socketDir: socket.dir,
    async dump(path) {
      const dumped = new Promise((resolve) => worker.once('message', resolve));
      send({ type: 'dump', path });
      await dumped;
    },
    async close() {
      if (closing) return exited;
      closing = true;
      send({ type: 'close' });
      await exited;
      socket.remove();
    },
  };
}
