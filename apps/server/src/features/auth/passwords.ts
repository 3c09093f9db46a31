import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 exports Algorithm as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
/** SECURITY.md: argon2id, m = 19 MiB, t = 2, p = 1. */
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const PARAMS_TAG = `m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}`;

/**
 * At most one hash per core at a time: a burst of sign-ins waits in this queue instead of
 * taking every thread from the rest of the server.
 */
const slots = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string) {
  return withSlot(() => hash(password, PARAMS));
}

export function verifyPassword(storedHash: string, password: string) {
  return withSlot(() => verify(storedHash, password).catch(() => false));
}

/** True when a hash was made with other parameters and should be re-made at the next sign-in. */
export function needsRehash(storedHash: string) {
  return !storedHash.startsWith('$argon2id$') || !storedHash.includes(PARAMS_TAG);
}

/**
 * A hash of nothing anyone knows, checked when an address is unknown so that a wrong address
 * costs as long as a wrong password.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string) {
  dummyHash ??= hashPassword('resona-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
