import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

/** Whether the browser thinks it is connected (spec §5: "Connectivity is checked before most actions"). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Blocks an action while offline: shows `message` and returns false. */
export function ensureOnline(onOffline: () => void): boolean {
  if (isOnline()) return true;
  onOffline();
  return false;
}
