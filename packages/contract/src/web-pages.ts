import { resolveLanguage, type LanguageCode } from './languages.ts';

/**
 * Which HTML the web app's build made for a path (decision 059), chosen alike by the server and,
 * offline, by the service worker (decision 072). The build (apps/web scripts/prerender.ts)
 * writes prerendered/pages.json: the pre-rendered public pages, the 404, the signed-in screens'
 * shell, each in every language, and every path the router knows.
 */
export interface PagesIndex {
  languages: string[];
  pages: { path: string; file: string }[];
  notFound: string;
  appShell: string;
  /**
   * Signed-in screens' own shells, in order (the first that matches): /home's is the screen
   * while its lists load, the others preload their screen's code.
   */
  shells?: { path: string; file: string }[];
  appPaths: string[];
  otherPaths: string[];
}

export interface PageChoice {
  /** Relative to the web app's root. */
  file: string;
  status: 200 | 404;
}

/** The cookie the web app sets to the language it shows (apps/web/src/i18n/index.ts). */
export const LANGUAGE_COOKIE = 'resona_lang';

/** A router path (`/home/:expId`) as a case-insensitive pattern, as the router matches. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '' ? '/' : source}/?$`, 'i');
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The language the web app will show: the app's cookie, else the first of the browser's
 * languages (Accept-Language's tags, or navigator.languages) that Resona has, else English.
 */
export function chooseLanguage(
  cookie: string | null | undefined,
  browserLanguages: readonly string[],
): LanguageCode {
  const fromCookie = resolveLanguage(cookie);
  if (fromCookie) return fromCookie.code;
  for (const tag of browserLanguages) {
    const language = resolveLanguage(tag.split(';')[0]);
    if (language) return language.code;
  }
  return 'en';
}

/** Chooses the file for a path and a language from the build's index. */
export function pageChooser(index: PagesIndex) {
  const pages = new Map(index.pages.map((page) => [page.path.toLowerCase(), page.file]));
  const shells = (index.shells ?? []).map((shell) => ({
    pattern: pathPattern(shell.path),
    file: shell.file,
  }));
  const appPaths = index.appPaths.map(pathPattern);
  const otherPaths = index.otherPaths.map(pathPattern);
  const inLanguage = (name: string, language: LanguageCode) => {
    const code = index.languages.includes(language) ? language : 'en';
    return `prerendered/${name}.${code}.html`;
  };
  return (path: string, language: LanguageCode): PageChoice => {
    const key = path.toLowerCase().replace(/(.)\/$/, '$1');
    const page = pages.get(key);
    if (page) return { file: inLanguage(page, language), status: 200 };
    const shell = shells.find(({ pattern }) => pattern.test(path));
    if (shell) return { file: inLanguage(shell.file, language), status: 200 };
    if (appPaths.some((pattern) => pattern.test(path))) {
      return { file: inLanguage(index.appShell, language), status: 200 };
    }
    if (otherPaths.some((pattern) => pattern.test(path)))
      return { file: 'index.html', status: 200 };
    return { file: inLanguage(index.notFound, language), status: 404 };
  };
}

/**
 * /home (any case, as the router matches it), which the server draws with the design screen's
 * lists (decision 106) and the service worker keeps as drawn; /home/{id} is not it.
 */
export const isHomePath = (path: string) => /^\/home\/?$/i.test(path);
