import { onHashingThread } from './hashing-threads.ts';

// @node-rs/argon2 exports Algorithm as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
/** SECURITY.md: argon2id, m = 19 MiB, t = 2, p = 1. */
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const PARAMS_TAG = `m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}`;

export function hashPassword(password: string) {
  return onHashingThread<string>({ op: 'hash', password, options: PARAMS });
}

/** False for a wrong password; a busy or failed thread throws ServerBusyError instead. */
export function verifyPassword(storedHash: string, password: string) {
  return onHashingThread<boolean>({ op: 'verify', storedHash, password });
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
  // A busy server must not keep the failure: the next sign-in makes the hash again.
  dummyHash ??= hashPassword('resona-dummy-password-for-timing').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(await dummyHash, password);
  return false;
}
