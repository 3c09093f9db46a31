import { forgetOtherReads } from './reads-cache.ts';
import { registerServiceWorker, watchForUpdates } from './service-worker.ts';
import { sessionStore } from './session.ts';
import { whenIdle } from './when-idle.ts';

/*
 * The service worker's start (decision 072), loaded by main.tsx once the page is taken over:
 * not part of the sign-in page's first load, which only needs to know whether a new version
 * waits (update-ready.ts) (issue 34).
 */

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
