import { useSyncExternalStore } from 'react';
import { SKIP_WAITING } from './worker-messages.ts';

/**
 * The service worker (src/sw/sw.ts, decision 072) from the page's side: registering it, and a
 * new version waiting until the person chooses Reload, so a page never runs half on one version
 * and half on another.
 */
export const SERVICE_WORKER_URL = '/sw.js';

let registering: Promise<ServiceWorkerRegistration> | null = null;

/** Registers the service worker once. Registering asks nothing of the person. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  registering ??= navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return registering;
}

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function offer(worker: ServiceWorker) {
  // Without a controller this is the first install, which takes over by itself.
  if (!navigator.serviceWorker.controller || waiting === worker) return;
  waiting = worker;
  for (const listener of listeners) listener();
}

/** How often an open page asks whether a new version is out (besides each navigation's check). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Watches for a new version: one already waiting, one installing now, and one published later. */
export function watchForUpdates(registration: ServiceWorkerRegistration) {
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    void registration.update().catch(() => undefined);
  });
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
