import {
  chooseLanguage,
  isHomePath,
  LANGUAGE_COOKIE,
  pageChooser,
  type PagesIndex,
} from '@resona/contract/web-pages';
import type { RouteHandlerCallbackOptions, RouteMatchCallbackOptions } from 'workbox-core';
import { matchPrecache } from 'workbox-precaching';
import { answerHome } from './home-page.ts';

declare const self: ServiceWorkerGlobalScope & {
  /** The Cookie Store API, where the browser has it in workers (Chromium, Safari). */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

/**
 * Pages from the precache (decision 072): a path gets the page the server would send — the
 * pre-rendered public page or the signed-in screens' shell, in the language of the app's
 * cookie — chosen by the same rules (the contract's web-pages.ts) from this version's files, so
 * the page and its code are always of one version, online or not.
 */
type Chooser = ReturnType<typeof pageChooser>;
let chooser: Promise<Chooser | null> | null = null;

async function loadChooser(): Promise<Chooser | null> {
  const index = await matchPrecache('/prerendered/pages.json');
  return index ? pageChooser((await index.json()) as PagesIndex) : null;
}

async function pageLanguage() {
  const cookie = await self.cookieStore?.get(LANGUAGE_COOKIE).catch(() => null);
  return chooseLanguage(cookie?.value, self.navigator.languages ?? []);
}

export function matchesNavigation({ request, url, sameOrigin }: RouteMatchCallbackOptions) {
  return sameOrigin && request.mode === 'navigate' && !url.pathname.startsWith('/api/');
}

function withStatus(response: Response, status: number) {
  return new Response(response.body, { status, headers: response.headers });
}

export async function answerNavigation({ request, url, event }: RouteHandlerCallbackOptions) {
  chooser ??= loadChooser();
  const choose = await chooser;
  if (!choose) return fetch(request);
  const language = await pageLanguage();
  const choice = choose(url.pathname, language);
  if (isHomePath(url.pathname) && choice.status === 200) {
    return answerHome(request, language, choice.file, (done) => event.waitUntil(done));
  }
  const page = await matchPrecache(`/${choice.file}`);
  if (page && choice.status === 200) return page;
  // A path the app does not know may be the server's own; the app's 404 only without network.
  try {
    return await fetch(request);
  } catch (error) {
    if (page) return withStatus(page, choice.status);
    throw error;
  }
}
