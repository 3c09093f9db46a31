import { expect, vi } from 'vitest';
import { hashingThreads } from '../features/auth/hashing-threads.ts';

const TASKS = new URL('./hashing-thread-tasks.ts', import.meta.url).href;
const run = hashingThreads.run.bind(hashingThreads);

function runTestTask(name: 'hold' | 'crash', task: unknown = null) {
  return run(task as never, { filename: TASKS, name });
}

/**
 * Keeps every hashing thread busy with a task that waits on a gate, so what comes next queues.
 * Resolves once each thread holds one; `release` opens the gate and waits until they are done.
 */
export async function holdHashingThreads() {
  const gate = new Int32Array(new SharedArrayBuffer(4));
  const hold = () => runTestTask('hold', gate);
  const held = Array.from({ length: hashingThreads.options.maxThreads }, hold);
  // Threads start on first use; the queue is empty once each holds a task.
  await vi.waitFor(() => expect(hashingThreads.queueSize).toBe(0), { timeout: 15_000 });
  return {
    async release() {
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
      await Promise.all(held);
    },
  };
}

/** The next task given to the hashing threads kills its thread instead of hashing. */
export function crashNextHashingTask() {
  const spy = vi.spyOn(hashingThreads, 'run').mockImplementationOnce(() => {
    spy.mockRestore();
    return runTestTask('crash');
  });
}
