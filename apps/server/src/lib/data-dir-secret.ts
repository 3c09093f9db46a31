import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFileOnce, replaceFile } from './durable-file.ts';

/**
 * The files of DATA_DIR that must outlive the machine: a backup carries them with the database
 * (a study's pseudonyms, the push subscriptions' key, the bot check's and the sandbox's keys,
 * the key of the authenticator apps' secrets).
 */
export const DATA_DIR_FILES = {
  pseudonymKey: 'study-pseudonym-key',
  vapidKeys: 'vapid-keys.json',
  altchaKey: 'altcha-hmac.key',
  sandboxWebhookKey: 'sandbox-webhook.key',
  /** Lost, every authenticator app must be added again (recovery codes still work). */
  secondFactorKey: 'second-factor.key',
  /** Signs the tokens of devices an account signed in on; lost, they are merely forgotten. */
  deviceTokenKey: 'device-token.key',
} as const;

export const KEPT_FILES: readonly string[] = Object.values(DATA_DIR_FILES);

/**
 * Reads the secret kept in `dataDir/fileName`, generating it (32 random bytes, hex) on first use.
 * Several processes may race here: the first to write wins and every other one reads theirs back.
 */
export function loadOrCreateDataDirSecret(dataDir: string, fileName: string) {
  const file = join(dataDir, fileName);
  try {
    return readSecret(file);
  } catch {
    // If another process wrote it first, theirs wins and we read it back.
    createFileOnce(file, randomBytes(32).toString('hex'));
    return readSecret(file);
  }
}

/** The secret, or a new one in place of a file an older version left empty at a power cut. */
function readSecret(file: string) {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret !== '') return secret;
  replaceFile(file, randomBytes(32).toString('hex'));
  return readFileSync(file, 'utf8').trim();
}
