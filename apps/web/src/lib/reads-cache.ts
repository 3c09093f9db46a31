/**
 * The caches of the reads kept for offline use (decision 072; lib/offline-reads.ts lists them),
 * shared by the service worker, which fills them, and the page, which empties them.
 */

/** Every cache of reads is named so; the rest of the name is the account's token, hashed. */
export const READS_CACHE_PREFIX = 'resona-reads-';

/**
 * The cache of one signed-in session's reads: named by a hash of its bearer token, so another
 * account (another token) never finds a reply of this one, and the token is not in the name.
 */
export async function readsCacheName(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'));
  return READS_CACHE_PREFIX + hex.join('').slice(0, 32);
}

/**
 * Deletes every account's cached reads but those of `token` (none when signed out). The page
 * runs it at start and whenever the session changes: sign-out, a session the server ended
 * (USER_NOT_FOUND, 401), another account signing in.
 */
export async function forgetOtherReads(
  cacheStorage: CacheStorage,
  token: string | null,
): Promise<string[]> {
  const keep = token ? await readsCacheName(token) : null;
  const names = (await cacheStorage.keys()).filter(
    (name) => name.startsWith(READS_CACHE_PREFIX) && name !== keep,
  );
  await Promise.all(names.map((name) => cacheStorage.delete(name)));
  return names;
}
