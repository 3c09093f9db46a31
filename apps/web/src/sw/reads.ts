import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteHandlerCallbackOptions, RouteMatchCallbackOptions } from 'workbox-core';
import { NetworkFirst } from 'workbox-strategies';
import { isOfflineRead } from '../lib/offline-reads.ts';
import { readsCacheName } from '../lib/reads-cache.ts';

/**
 * The reads a session needs, offline (decision 072): from the network, else — when no reply
 * comes (offline, server unreachable) — the account's last reply. No time limit: a slow server
 * after a write (a favourite removed) must answer itself, never with the list from before it.
 * Each bearer token has a cache of its own.
 */

const strategies = new Map<string, NetworkFirst>();

function strategyFor(cacheName: string) {
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      // One cache per token: the headers that vary (language, time zone) are this person's.
      matchOptions: { ignoreVary: true },
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

export function matchesOfflineRead({ request, url, sameOrigin }: RouteMatchCallbackOptions) {
  return (
    sameOrigin &&
    isOfflineRead(request.method, url.pathname) &&
    request.headers.get('Authorization')?.startsWith('Bearer ') === true
  );
}

export async function answerOfflineRead(options: RouteHandlerCallbackOptions) {
  const token = options.request.headers.get('Authorization')!.slice('Bearer '.length);
  return strategyFor(await readsCacheName(token)).handle(options);
}
