import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Small secrets the server must read back (an authenticator app's TOTP secret), sealed with
 * AES-256-GCM under a key kept outside the database: a copy of the database alone does not
 * give them away, and a sealed value changed by hand fails to open rather than opening wrong.
 * Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
const VERSION = 'v1';

export function seal(keyHex: string, plain: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text, or null when the value was sealed with another key or changed. */
export function open(keyHex: string, value: string): string | null {
  const [version, iv, tag, sealed] = value.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(keyHex, 'hex'),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
