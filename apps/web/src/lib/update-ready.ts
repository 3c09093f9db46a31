import { useSyncExternalStore } from 'react';
import { SKIP_WAITING } from './worker-messages.ts';

/**
 * A new version of the service worker (decision 072) waiting until the person chooses Reload, so
 * a page never runs half on one version and half on another. All the sign-in page needs of the
 * worker: registering it and watching for versions (service-worker.ts) load after the first
 * commit (issue 34).
 */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

/** A new version has installed: the person is offered Reload. */
export function offerUpdate(worker: ServiceWorker) {
  // Without a controller this is the first install, which takes over by itself.
  if (!navigator.serviceWorker.controller || waiting === worker) return;
  waiting = worker;
  for (const listener of listeners) listener();
}

/** The waiting version takes over; the page then reloads once, on its files. */
export function applyUpdate() {
  const worker = waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: SKIP_WAITING });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version waits for the person's Reload. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
}
