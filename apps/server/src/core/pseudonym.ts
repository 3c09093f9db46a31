import { createHmac } from 'node:crypto';
import { DATA_DIR_FILES, loadOrCreateDataDirSecret } from '../lib/data-dir-secret.ts';

export const PSEUDONYM_KEY_FILE = DATA_DIR_FILES.pseudonymKey;

/**
 * A stable pseudonym for a participant in exported data: an HMAC of the user id with a key
 * kept in DATA_DIR, so the same person has the same id in every export and every file, while
 * nobody holding only the files can get back to the account (decision 032).
 */
export function pseudonymiser(dataDir: string) {
  const key = loadOrCreateDataDirSecret(dataDir, PSEUDONYM_KEY_FILE);
  return (userId: number | null) =>
    userId === null
      ? ''
      : createHmac('sha256', key).update(`participant:${userId}`).digest('hex').slice(0, 16);
}
