import { describe, expect, it } from 'vitest';
import { callRoutes } from '@resona/contract/call-routes';
import { isOfflineRead, OFFLINE_READS } from './offline-reads.ts';
import { readsCacheName, READS_CACHE_PREFIX } from './reads-cache.ts';

describe('the reads kept for offline use', () => {
  it('are the GET calls a session needs, each a signed-in read of the contract', () => {
    expect(OFFLINE_READS.map((route) => route.path).sort()).toEqual([
      '/api/v1/library/exercise-history',
      '/api/v1/library/exercise-history-detail',
      '/api/v1/library/favorite-exercise',
      '/api/v1/library/favorite-exercise-detail',
      '/api/v1/library/program-exercises',
      '/api/v1/library/progress',
      '/api/v1/rhythms',
      '/api/v2/content/urls',
      '/api/v2/exercise/exercise-details',
      '/api/v2/exercise/get_default',
      '/api/v2/exercise/search',
      '/api/v2/exercise/set-default',
      '/api/v2/general/profile_info',
      '/api/v2/user/get-user-calibration',
      '/api/v2/user/get-user-speed',
      '/api/v2/user/tutorial-list',
    ]);
    for (const route of OFFLINE_READS) {
      expect(route.method, route.id).toBe('GET');
      expect(route.path, route.id).not.toContain(':');
      expect(callRoutes[route.id as keyof typeof callRoutes]).toBe(route);
    }
  });

  it('match by method and exact path only', () => {
    expect(isOfflineRead('GET', '/api/v2/exercise/search')).toBe(true);
    expect(isOfflineRead('GET', '/api/v2/exercise/set-default')).toBe(true);
    // Saving the design is a write, never answered from a cache.
    expect(isOfflineRead('POST', '/api/v2/exercise/set-default')).toBe(false);
    expect(isOfflineRead('GET', '/api/v2/exercise/search/')).toBe(false);
    expect(isOfflineRead('GET', '/api/v1/auth/logout')).toBe(false);
    expect(isOfflineRead('GET', '/api/v2/user/account-details')).toBe(false);
    expect(isOfflineRead('GET', '/api/v1/config')).toBe(false);
  });
});

describe("an account's cache of reads", () => {
  it('is named by its token, hashed: stable, one per token, never the token itself', async () => {
    const token = 'a-bearer-token-of-one-account';
    const name = await readsCacheName(token);
    expect(name).toMatch(new RegExp(`^${READS_CACHE_PREFIX}[0-9a-f]{32}$`));
    expect(name).not.toContain(token);
    expect(await readsCacheName(token)).toBe(name);
    expect(await readsCacheName('another-account-token')).not.toBe(name);
  });
});
