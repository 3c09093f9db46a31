import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chooseLanguage,
  cookieValue,
  LANGUAGE_COOKIE,
  pageChooser,
  type LanguageCode,
  type PageChoice,
  type PagesIndex,
} from '@resona/contract';

/**
 * Which HTML the web app's build made for a path (decision 059). The choice itself is the
 * contract's (web-pages.ts), so the service worker chooses offline as the server does online.
 */

/** The language the web app will show: its cookie, else the browser's Accept-Language. */
export function pageLanguage(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): LanguageCode {
  return chooseLanguage(
    cookieValue(headers.cookie, LANGUAGE_COOKIE),
    headers['accept-language']?.split(',') ?? [],
  );
}

/**
 * Reads the build's index once. Without one (an older build, a stand-in in tests), every path
 * gets index.html as before.
 */
export function loadPageChooser(
  root: string,
): (path: string, language: LanguageCode) => PageChoice {
  const indexFile = join(root, 'prerendered', 'pages.json');
  if (!existsSync(indexFile)) return () => ({ file: 'index.html', status: 200 });
  return pageChooser(JSON.parse(readFileSync(indexFile, 'utf8')) as PagesIndex);
}
