import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { DATA_DIR_FILES, loadOrCreateDataDirSecret } from '../../lib/data-dir-secret.ts';
import { safeEqual } from '../../lib/tokens.ts';

/**
 * A device an account signed in on before (OWASP's "device cookie", issue 32): a token the browser
 * keeps after a successful sign-in and sends with the next. Signed, not stored: `v1.<user
 * id>.<nonce>.<HMAC>` under a key in DATA_DIR. It proves only that this browser once knew the
 * password (and the second factor); it opens nothing by itself.
 */
const VERSION = 'v1';
const keys = new WeakMap<Config, string>();

function deviceKey(config: Config) {
  const known = keys.get(config);
  if (known) return known;
  const key = loadOrCreateDataDirSecret(config.dataDir, DATA_DIR_FILES.deviceTokenKey);
  keys.set(config, key);
  return key;
}

const mac = (key: string, body: string) =>
  createHmac('sha256', Buffer.from(key, 'hex')).update(body).digest('base64url');

export function issueDeviceToken(config: Config, userId: number) {
  const body = `${VERSION}.${userId}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${mac(deviceKey(config), body)}`;
}

/** The account a token was issued to, or null for a token this server did not sign. */
export function deviceTokenUser(config: Config, token: string | undefined): number | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const body = parts.slice(0, 3).join('.');
  if (!safeEqual(parts[3]!, mac(deviceKey(config), body))) return null;
  const userId = Number(parts[1]);
  return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
}
