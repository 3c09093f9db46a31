import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ServerBusyError } from '../../lib/app-error.ts';
import type { HashingTask } from './hashing-worker.ts';

/**
 * argon2id runs on piscina threads of its own, at a low CPU priority (decisions 043 and 066). A
 * sign-in costs about 10 ms of CPU by design; on a busy machine the kernel gives that time to
 * the event loop and the database first, so a flood of sign-ins slows sign-ins, not every other
 * call. When the CPU is otherwise idle the hashes run at full speed.
 *
 * At most one thread per core but one, so a burst of sign-ins waits here instead of taking
 * every core.
 */
const THREADS = Math.max(1, availableParallelism() - 1);
/**
 * The nice value added to a hashing thread (0 is normal, 19 the lowest): at 10 a hash gets about
 * a tenth of a core that normal work also wants, so sign-ins slow down but never stop.
 */
export const HASHING_NICENESS = 10;
/**
 * Hashes waiting for a thread, per thread. At 10–30 ms a hash the last one waits about a second;
 * past that a sign-in flood is refused at once (503) rather than left to pile up in memory.
 */
const WAITING_PER_THREAD = 32;
/** What a refused sign-in is told to wait: about the time a full queue takes to empty. */
export const HASHING_RETRY_AFTER_SECONDS = 1;

/**
 * A thread's task (`name`: hashing-worker, password-check-worker): beside this file from the
 * sources, where the thread loads TypeScript through tsx (Node 20 does not pass a process's
 * `--import tsx` on to its threads), and beside main.js once bundled (build.mjs).
 */
export function workerFile(name: string) {
  if (!import.meta.url.endsWith('.ts')) {
    return { filename: new URL(`./${name}.js`, import.meta.url).href };
  }
  return {
    filename: new URL(`./${name}.ts`, import.meta.url).href,
    execArgv: ['--import', import.meta.resolve('tsx')],
  };
}

/** Threads start on first use and end when idle, so an idle server keeps none. */
export const hashingThreads = new Piscina<HashingTask, string | boolean>({
  ...workerFile('hashing-worker'),
  minThreads: 0,
  maxThreads: THREADS,
  maxQueue: THREADS * WAITING_PER_THREAD,
  // Through @napi-rs/nice, per thread on Linux; where it cannot load, threads keep priority 0.
  niceIncrement: HASHING_NICENESS,
  idleTimeout: 60_000,
});
// A thread that fails with no task of its own: nobody is waiting on it, but the log says so.
hashingThreads.on('error', (error: Error) => {
  process.stderr.write(`resona: a hashing thread failed: ${error.message}\n`);
});

/** How the hashing threads are doing, read when Prometheus asks (plugins/app/metrics.ts). */
export function hashingLoad() {
  return {
    /** Hashes waiting for a thread; at `queueLimit` the next sign-in is refused with 503. */
    waiting: hashingThreads.queueSize,
    queueLimit: hashingThreads.options.maxQueue,
    /** Threads hashing now (a thread still starting counts as busy). */
    busyThreads: Math.max(0, hashingThreads.threads.length - hashingThreads.idleThreads),
    maxThreads: hashingThreads.options.maxThreads,
  };
}

/**
 * A full queue or a thread that died is the server's trouble, not the person's: the caller gets
 * a 503 with Retry-After, never "wrong password", and no failed attempt is counted (the error
 * leaves the sign-in before its failure is recorded).
 */
export async function onHashingThread<T extends string | boolean>(task: HashingTask): Promise<T> {
  try {
    return (await hashingThreads.run(task)) as T;
  } catch (error) {
    // A full queue under a flood is expected; a thread that died is worth a line in the log.
    const queueFull = hashingThreads.queueSize >= hashingThreads.options.maxQueue;
    throw new ServerBusyError(HASHING_RETRY_AFTER_SECONDS, queueFull ? undefined : error);
  }
}
