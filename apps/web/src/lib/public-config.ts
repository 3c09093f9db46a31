import { useEffect, useSyncExternalStore } from 'react';
import type { ZPublicConfigResponse } from '@resona/contract';
import { systemRoutes } from '@resona/contract/system/call-routes';
import type { z } from 'zod';
import { apiRequestAsSent } from './api-client.ts';

type PublicConfig = z.output<typeof ZPublicConfigResponse>['data'];

/** The sign-in page waits for it (bot check), so it is read without zod (decision 040). */
export async function getConfig(): Promise<PublicConfig> {
  const reply = await apiRequestAsSent<z.output<typeof ZPublicConfigResponse>>(systemRoutes.config);
  return reply.data;
}

interface ConfigState {
  data: PublicConfig | undefined;
  isError: boolean;
}

/**
 * The server's public configuration, read once per page load and kept. A store of its own,
 * not a TanStack query: the sign-in page needs it before anything else, and TanStack Query is
 * not in that page's JavaScript (decision 059). Like the query it replaced: tried three times
 * (1 s, then 2 s apart), and `refetch` tries again after a failure.
 */
const RETRY_DELAYS_MS = [1000, 2000];
const SIGNED_OUT: ConfigState = { data: undefined, isError: false };
let state: ConfigState = SIGNED_OUT;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: ConfigState) {
  state = next;
  for (const listener of listeners) listener();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithRetries(): Promise<PublicConfig> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await getConfig();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}

/** Starts reading the configuration unless it is in or on its way. */
export function loadConfig(): Promise<void> {
  if (state.data) return Promise.resolve();
  loading ??= fetchWithRetries().then(
    (data) => set({ data, isError: false }),
    () => {
      loading = null;
      set({ data: undefined, isError: true });
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConfig() {
  // The server's HTML (pre-rendered) and the first render that hydrates it know no config yet.
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => SIGNED_OUT,
  );
  useEffect(() => {
    void loadConfig();
  }, []);
  return {
    data: current.data,
    isError: current.isError,
    refetch: () => {
      set({ data: undefined, isError: false });
      return loadConfig();
    },
  };
}
