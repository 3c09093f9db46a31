/**
 * Test-only tasks run on the real hashing threads (test/hashing-threads.ts), to bring about what
 * a flood or a fault would: a thread held busy, a thread that dies in the middle of a task.
 */

/** Waits until the gate is opened (set to 1 and notified), keeping its thread busy till then. */
export function hold(gate: Int32Array) {
  Atomics.wait(gate, 0, 0);
  return true;
}

/** Ends the thread in the middle of its task, as a crash in argon2's native code would. */
export function crash(): never {
  process.exit(1);
}
