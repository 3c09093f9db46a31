import { useEffect, useSyncExternalStore } from 'react';
import type { TContentUrlsResponse } from '@resona/contract';
import { systemRoutes } from '@resona/contract/system/call-routes';
import { apiRequestAsSent } from './api-client.ts';

type ContentUrls = TContentUrlsResponse['data'];
export type LegalPage = 'terms' | 'privacy';

/** The app's own pages: what every link shows until the server has named its addresses. */
export const IN_APP_LEGAL: Record<LegalPage, string> = {
  terms: '/TermCondition',
  privacy: '/Privacy',
};

/**
 * Where a Terms or Privacy link goes (spec §2, "external page"): the address the server names
 * (GET content/urls, TERMS_URL / PRIVACY_URL), as an in-app path when it is one of this app's
 * own pages, so the link stays a client-side move and works offline.
 */
export function legalHref(urls: ContentUrls | undefined, page: LegalPage, origin: string) {
  const named = page === 'terms' ? urls?.terms_url : urls?.privacy_url;
  if (!named) return IN_APP_LEGAL[page];
  try {
    const url = new URL(named);
    if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : IN_APP_LEGAL[page];
  } catch {
    return IN_APP_LEGAL[page];
  }
}

// Read once per page load, after the first render; a failure keeps the in-app pages.
let urls: ContentUrls | undefined;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load() {
  loading ??= apiRequestAsSent<TContentUrlsResponse>(systemRoutes.contentUrls)
    .then((reply) => {
      urls = reply.data;
      for (const listener of listeners) listener();
    })
    .catch(() => undefined);
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The Terms or Privacy address for a link; pre-rendered HTML and hydration use the in-app page.
 * The store's snapshot is the address itself, so when the server's addresses come and name the
 * same pages (the default) nothing renders again: a footer render in a task of its own after
 * /home became usable (issue 34).
 */
export function useLegalHref(page: LegalPage) {
  const href = useSyncExternalStore(
    subscribe,
    () => legalHref(urls, page, location.origin),
    () => IN_APP_LEGAL[page],
  );
  useEffect(() => {
    void load();
  }, []);
  return href;
}
