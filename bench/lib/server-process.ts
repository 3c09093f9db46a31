import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { serverBundle } from './server-bundle.ts';

/**
 * The server under test in its own process (so its memory is its own, and the load generator
 * never shares its event loop): bench/lib/server-main.ts bundled as `npm start` bundles the app
 * (server-bundle.ts) and run by plain node.
 */

export interface ServerProcess {
  base: string;
  pid: number;
  /**
   * Peak memory of the server since the last reset, in MB (sampled): the proportional set size
   * of its process and every process it started (the embedded PostgreSQL and its backends), so
   * memory they share is counted once.
   */
  peakRssMB(): number;
  /** The server's own process at that peak, without the processes it started. */
  peakOwnMB(): number;
  resetPeak(): void;
  /** The server's own event-loop delay (p50, p99, max in ms) since the last call. */
  eventLoop(): Promise<{ p50: number; p99: number; max: number }>;
  /**
   * Requests' time inside the server (p99, max in ms) since the last call: from Node's reading of
   * the headers to the reply handed to the kernel.
   */
  requests(): Promise<{ p99: number; max: number }>;
  /** What the server seeded for the bench: the reader's token and the sign-in accounts. */
  seeded(): Promise<{
    token: string;
    loginEmails: string[];
    demo: { email: string; password: string };
  }>;
  /** CPU time (user + system) the server process has used so far, in ms. */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** A postgres:// URL, or 'embedded' (PostgreSQL on the data directory, as npm start runs it). */
  database: string;
  dataDir: string;
  /** 0 (a free port chosen by the system) unless a bench is told otherwise. */
  port: number;
  logLevel?: string;
  env?: Record<string, string>;
}

/** A process and all its descendants, from /proc's children lists. */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${tree[i]}/task`)) {
        const children = readFileSync(`/proc/${tree[i]}/task/${task}/children`, 'utf8');
        for (const child of children.split(' ').filter(Boolean)) tree.push(Number(child));
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  return tree;
}

function pssKB(pid: number) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The proportional set size of a process and every process it started, and of itself alone. */
function memoryMB(pid: number) {
  const own = pssKB(pid);
  const kb = processTree(pid).reduce((sum, p) => sum + (p === pid ? own : pssKB(p)), 0);
  return kb > 0 ? { total: kb / 1024, own: own / 1024 } : { total: NaN, own: NaN };
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const script = await serverBundle();
  // BENCH_SERVER_NODE_ARGS adds node flags to the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p".
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...extra, script], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      ...options.env,
      NODE_ENV: 'production',
      BENCH_SERVER_DATABASE: options.database,
      BENCH_SERVER_DATA_DIR: options.dataDir,
      BENCH_SERVER_PORT: String(options.port),
      BENCH_SERVER_LOG_LEVEL: options.logLevel ?? 'info',
    },
  });
  const pending = new Map<string, (value: unknown) => void>();
  child.on('message', (message: { type: string; value?: unknown }) => {
    pending.get(message.type)?.(message.value);
    pending.delete(message.type);
  });
  const ask = <T>(type: string) =>
    new Promise<T>((resolve) => {
      pending.set(type, resolve as (value: unknown) => void);
      child.send({ type });
    });
  // The server reports the port it listens on: 0 lets the system choose a free one.
  const ready = new Promise<number>((resolve, reject) => {
    pending.set('ready', (port) => resolve(port as number));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const port = await ready;

  let peak = memoryMB(child.pid!);
  const sample = () => {
    const now = memoryMB(child.pid!);
    if (!(now.total <= peak.total)) peak = now;
  };
  const sampler = setInterval(sample, 50);
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    peakRssMB: () => {
      sample();
      return peak.total;
    },
    peakOwnMB: () => peak.own,
    resetPeak: () => {
      peak = memoryMB(child.pid!);
    },
    eventLoop: () => ask('eventLoop'),
    requests: () => ask('requests'),
    seeded: () => ask('seeded'),
    cpuMs: () => ask('cpu'),
    stop: async () => {
      clearInterval(sampler);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
