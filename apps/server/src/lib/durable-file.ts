import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';

/** fsync a file or a directory by path. */
export function fsyncPath(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** `content` in a private file beside `path`, synced to disk. */
function writeSynced(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeFileSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return temp;
}

/**
 * Writes `path` only if it does not exist yet, whole or not at all, and on disk before this
 * returns: a key a power cut had left empty would change every pseudonym or push subscription
 * made with it. The content is synced in a file of its own, then linked into place (link()
 * refuses an existing name, so the first of several processes wins); false when it existed.
 */
export function createFileOnce(path: string, content: string): boolean {
  const temp = writeSynced(path, content);
  try {
    linkSync(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    rmSync(temp, { force: true });
  }
  fsyncPath(dirname(path));
  return true;
}

/** Replaces `path` with `content` atomically and durably (a restore's keys). */
export function replaceFile(path: string, content: string) {
  const temp = writeSynced(path, content);
  renameSync(temp, path);
  fsyncPath(dirname(path));
}
