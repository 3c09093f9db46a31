import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { answerNavigation, matchesNavigation } from './navigation.ts';
import { forgetHomePages } from './home-page.ts';
import { listenForPushes } from './push.ts';
import { answerOfflineRead, matchesOfflineRead } from './reads.ts';
import { SKIP_WAITING } from '../lib/worker-messages.ts';

/**
 * Resona's service worker (decision 072), built by vite-plugin-pwa (injectManifest): the app
 * precached (shell, every screen's code and styles, the six languages, fonts, icons, the
 * pre-rendered pages), pages and the session's reads offline, and Web Push.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** Marks that an app (not only push) was installed: an update must then wait to be chosen. */
const APP_INSTALLED = 'resona-app-installed';

registerRoute(matchesNavigation, answerNavigation);
registerRoute(matchesOfflineRead, answerOfflineRead);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
listenForPushes();

self.addEventListener('install', (event) => {
  // Nothing of an app to replace (the first visit, or a worker that only handled pushes): this
  // version takes over at once, so the first visit works offline afterwards. Otherwise it waits
  // until the person chooses Reload: never a page of one version running on another's files.
  event.waitUntil(
    caches.has(APP_INSTALLED).then((installed) => {
      if (!installed) return self.skipWaiting();
    }),
  );
});

self.addEventListener('activate', (event) => {
  // /home as an earlier version's server drew it names that version's files.
  event.waitUntil(
    Promise.all([caches.open(APP_INSTALLED), self.clients.claim(), forgetHomePages()]),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
