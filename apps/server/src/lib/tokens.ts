import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe; what the client holds. */
export function newToken() {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database holds instead of the token. The one-shot `hash` (no Hash object): it runs
 * on every signed-in call.
 */
export function hashToken(token: string) {
  return hash('sha256', token, 'hex');
}

export function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
