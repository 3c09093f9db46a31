import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * argon2id runs on threads of its own, at a low CPU priority (decision 043). A sign-in
 * costs about 10 ms of CPU by design; on a busy machine the kernel now gives that time to the
 * event loop and the database first, so a flood of sign-ins slows sign-ins, not every other
 * call. When the CPU is otherwise idle the hashes run at full speed.
 *
 * At most one thread per core but one, so a burst of sign-ins queues here instead of taking
 * every core.
 */
const THREADS = Math.max(1, availableParallelism() - 1);
/**
 * The nice value of a hashing thread (0 is normal, 19 the lowest): at 10 a hash gets about a
 * tenth of a core that normal work also wants, so sign-ins slow down but never stop.
 */
export const HASHING_NICENESS = 10;

// Runs inside each worker (CommonJS, as `eval` workers are).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
const argon2 = require(workerData.argon2Path);
try {
  // "/proc/thread-self" reads "<pid>/task/<tid>"; on Linux the nice value is per thread.
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), workerData.niceness);
} catch {
  // Elsewhere the thread keeps the normal priority.
}
parentPort.on('message', ({ op, args }) => {
  try {
    const value = op === 'hash' ? argon2.hashSync(...args) : argon2.verifySync(...args);
    parentPort.postMessage({ value });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

type Op = { op: 'hash'; args: [string, object] } | { op: 'verify'; args: [string, string] };
interface Task {
  work: Op;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');
const idle: Worker[] = [];
const busy = new Map<Worker, Task>();
const queue: Task[] = [];
const threads = new Set<Worker>();

function spawn() {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { argon2Path, niceness: HASHING_NICENESS },
  });
  worker.on('message', (reply: { value?: unknown; error?: string }) => {
    const task = busy.get(worker);
    busy.delete(worker);
    if (reply.error === undefined) task?.resolve(reply.value);
    else task?.reject(new Error(reply.error));
    release(worker);
  });
  // A thread that dies takes its task with it; the next task starts a new one.
  const retire = (error: Error) => {
    if (!threads.delete(worker)) return;
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    const task = busy.get(worker);
    busy.delete(worker);
    task?.reject(error);
    dispatch();
  };
  worker.on('error', retire);
  worker.on('exit', (code) => retire(new Error(`hashing thread ended (${code})`)));
  threads.add(worker);
  return worker;
}

/** An idle thread keeps no process alive; a busy one does until its answer is in. */
function release(worker: Worker) {
  worker.unref();
  idle.push(worker);
  dispatch();
}

function dispatch() {
  while (queue.length > 0) {
    const worker = idle.pop() ?? (threads.size < THREADS ? spawn() : undefined);
    if (!worker) return;
    const task = queue.shift()!;
    busy.set(worker, task);
    worker.ref();
    worker.postMessage(task.work);
  }
}

export function onHashingThread<T>(work: Op): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
    dispatch();
  });
}
