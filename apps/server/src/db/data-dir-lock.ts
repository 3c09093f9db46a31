import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * One process owns DATA_DIR: it starts the embedded database there and writes its keys and demo
 * account, so the server holds a pid file. A lock left by a process that died is taken over.
 *
 * The pid is written to a private file first and then hard-linked into place: link() fails when
 * the lock exists, so no other process can ever read a lock file that is still empty (and mistake
 * it for a stale one).
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'resona-server.lock');
  const mine = `${path}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(mine, path);
        return () => {
          // Only remove the lock while it is still ours.
          if (readPid(path) === process.pid) rmSync(path, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const pid = readPid(path);
      if (pid !== undefined && pid !== process.pid && isRunning(pid)) {
        throw new DataDirInUseError(
          `Data directory ${dataDir} is in use by another Resona server (pid ${pid})`,
        );
      }
      // Stale: move it aside under a name of our own (atomic). If what we moved is not the stale
      // lock we read but a fresh one another server took over meanwhile, put it back.
      const aside = `${path}.stale.${process.pid}`;
      try {
        renameSync(path, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        continue;
      }
      const moved = readPid(aside);
      if (moved !== pid && moved !== undefined && isRunning(moved)) {
        try {
          linkSync(aside, path);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      }
      rmSync(aside, { force: true });
    }
  } finally {
    rmSync(mine, { force: true });
  }
  throw new DataDirInUseError(`Could not lock data directory ${dataDir}`);
}
