import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads the secret kept in `dataDir/fileName`, generating it (32 random bytes, hex) on first use.
 * Several processes may race here: the first to write wins and every other one reads theirs back.
 */
export function loadOrCreateDataDirSecret(dataDir: string, fileName: string) {
  const file = join(dataDir, fileName);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      // 'wx': if another process wrote it first, theirs wins and we read it back.
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch {
      /* written by someone else meanwhile */
    }
    return readFileSync(file, 'utf8').trim();
  }
}
