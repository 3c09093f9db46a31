import { hashSync, verifySync, type Options } from '@node-rs/argon2';

export type HashingTask =
  | { op: 'hash'; password: string; options: Options }
  | { op: 'verify'; storedHash: string; password: string };

/**
 * One argon2id hash or check, run synchronously on a hashing thread (hashing-threads.ts): the
 * thread's low priority is what keeps the rest of the server responsive, so the work must stay
 * on it rather than go to the libuv pool.
 */
export default function hashingTask(task: HashingTask): string | boolean {
  if (task.op === 'hash') return hashSync(task.password, task.options);
  try {
    return verifySync(task.storedHash, task.password);
  } catch {
    // A stored value that is no argon2 hash matches no password. Only this is "no": a thread
    // that fails in any other way answers an error (hashing-threads.ts), never a wrong password.
    return false;
  }
}
