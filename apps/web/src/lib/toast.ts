import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'error' | 'warning';

export interface ToastItem {
  id: number;
  variant: ToastVariant;
  message: string;
  /** Defaults to TOAST_MS. */
  duration?: number;
}

/** At most this many toasts show at once; a new one lets the oldest go. */
export const MAX_TOASTS = 2;

/**
 * No toast, as pre-rendered pages and hydration see it (decision 059), and the list the page
 * starts with: the very same array, so React finds the store unchanged once it has taken the
 * page over. Another empty array made it render the app again at once, synchronously, inside
 * hydration's commit, with every effect of the page in the same task (issue 34, decision 118).
 */
const NO_TOASTS: ToastItem[] = [];

let items: ToastItem[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function show(variant: ToastVariant, message: string, duration?: number) {
  if (!message) return;
  const item: ToastItem = { id: nextId++, variant, message };
  if (duration !== undefined) item.duration = duration;
  emit([...items, item].slice(-MAX_TOASTS));
}

/** Shows a transient message; the Toaster in the providers renders it. */
export const toast = {
  success: (message: string, duration?: number) => show('success', message, duration),
  error: (message: string, duration?: number) => show('error', message, duration),
  warning: (message: string, duration?: number) => show('warning', message, duration),
  dismiss: (id: number) => emit(items.filter((item) => item.id !== id)),
};

/** The toasts showing now (what useToasts renders). */
export function currentToasts(): readonly ToastItem[] {
  return items;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  // Pre-rendered pages show no toast (decision 059).
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => NO_TOASTS,
  );
}
