import { offerUpdate } from './update-ready.ts';

/**
 * The service worker (src/sw/sw.ts, decision 072) from the page's side: registering it, and
 * watching for a new version, which waits for the person's Reload (update-ready.ts).
 */
export const SERVICE_WORKER_URL = '/sw.js';

let registering: Promise<ServiceWorkerRegistration> | null = null;

/** Registers the service worker once. Registering asks nothing of the person. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  registering ??= navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return registering;
}

/** How often an open page asks whether a new version is out (besides each navigation's check). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Watches for a new version: one already waiting, one installing now, and one published later. */
export function watchForUpdates(registration: ServiceWorkerRegistration) {
  if (registration.waiting) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerUpdate(worker);
    });
  });
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    void registration.update().catch(() => undefined);
  });
}
