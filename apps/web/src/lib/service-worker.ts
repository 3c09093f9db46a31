import { useSyncExternalStore } from 'react';
import { SKIP_WAITING } from './worker-messages.ts';
import { forgetOtherReads } from './reads-cache.ts';
import { sessionStore } from './session.ts';
import { whenIdle } from './when-idle.ts';

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

/**
 * Only the signed-in account's cached reads stay on the device: at start and on every change of
 * session (sign-out, a session the server ended, another account) the others are deleted (spec
 * §4: logging out clears all stored user, token and list data).
 */
function keepOnlyThisAccountsReads() {
  if (typeof caches === 'undefined') return;
  let token = sessionStore.get().token;
  const forget = () => void forgetOtherReads(caches, token).catch(() => undefined);
  forget();
  sessionStore.subscribe(() => {
    const now = sessionStore.get().token;
    if (now === token) return;
    token = now;
    forget();
  });
}

/**
 * Registers the worker after the page has loaded, watches for new versions, and keeps the
 * cached reads to the signed-in account's.
 */
let started = false;
const IDLE_WAIT_MS = 3000;
export function startServiceWorker() {
  if (started) return;
  started = true;
  keepOnlyThisAccountsReads();
  const register = () =>
    void registerServiceWorker()
      ?.then(watchForUpdates)
      .catch(() => undefined);
  // Installing fetches the whole app: only once the page is loaded and the browser idle, so it
  // never competes with what the person opened (the sign-in page's bot check, a screen's reads).
  const start = () => whenIdle(register, IDLE_WAIT_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
