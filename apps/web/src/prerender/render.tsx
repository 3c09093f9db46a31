import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, MESSAGES, type LanguageCode } from '@resona/contract';
import { RootLayout } from '../app/layouts/root-layout.tsx';
import { loadAppLayout, routes } from '../app/router.tsx';
import ar from '../i18n/locales/ar/index.ts';
import de from '../i18n/locales/de/index.ts';
import en from '../i18n/locales/en/index.ts';
import es from '../i18n/locales/es/index.ts';
import fr from '../i18n/locales/fr/index.ts';
import uk from '../i18n/locales/uk/index.ts';
import type { UiCatalogue } from '../i18n/types.ts';

/**
 * The build's pre-render (decision 059), built by Vite for Node and run by
 * scripts/prerender.ts: the public pages and the signed-in screens' shell, drawn by the app's
 * own routes and components with React's server rendering, in each language.
 */

const UI: Record<LanguageCode, UiCatalogue> = { en, fr, de, ar, uk, es };

/** The same i18next the app uses (react-i18next's instance), with every language at once. */
async function startI18n() {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((l) => l.code),
    ns: ['translation', 'msg'],
    defaultNS: 'translation',
    resources: Object.fromEntries(
      LANGUAGES.map((l) => [l.code, { translation: UI[l.code], msg: MESSAGES[l.code] }]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/**
 * The routes without their loaders: the guards decide for a person, in the browser, before
 * hydrating (a signed-in person's /login is routed on as before); here nobody is signed in.
 */
function withoutLoaders(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const { loader: _guard, children, ...rest } = route;
    return (children ? { ...rest, children: withoutLoaders(children) } : rest) as RouteObject;
  });
}

async function renderRoutes(list: RouteObject[], url: string, language: LanguageCode) {
  await startI18n();
  await i18next.changeLanguage(language);
  const handler = createStaticHandler(list);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`pre-render of ${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script (the CSP forbids it); the browser's router starts afresh.
  const app: ReactNode = (
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>
  );
  return { html: renderToString(app), status: context.statusCode };
}

const publicRoutes = withoutLoaders(routes);

/** A public page (or the 404) as the browser's first render will draw it for a visitor. */
export function renderPage(url: string, language: LanguageCode) {
  return renderRoutes(publicRoutes, url, language);
}

/** Where the signed-in screen will be: the same size as a screen's first block, empty. */
function ScreenPlaceholder() {
  // Inline size only (the CSP allows style attributes): the app's stylesheet has no rule for it.
  return <div aria-hidden="true" style={{ minBlockSize: '70vh' }} />;
}

/**
 * The signed-in screens' shell: the real app layout (header, navigation, footer) around a
 * placeholder, at a path that marks no navigation item current. Nobody is signed in here, so
 * the account menu and the bell come with the browser's render.
 */
export async function renderAppShell(language: LanguageCode) {
  const AppLayout = await loadAppLayout();
  const shell: RouteObject[] = [
    {
      Component: RootLayout,
      children: [{ Component: AppLayout, children: [{ path: '*', Component: ScreenPlaceholder }] }],
    },
  ];
  return renderRoutes(shell, '/screen', language);
}

/** Every path the router knows, for the server to tell a screen from a 404. */
export interface RoutePath {
  path: string;
  appLayout: boolean;
  /** The screen group's chunk, as the build's manifest names it (router.tsx's `chunk`). */
  module?: string;
}

export function routePaths(): RoutePath[] {
  const out: RoutePath[] = [];
  const walk = (list: RouteObject[], base: string, appLayout: boolean) => {
    for (const route of list) {
      const path = route.path
        ? route.path.startsWith('/')
          ? route.path
          : `${base.replace(/\/$/, '')}/${route.path}`
        : base;
      const inApp = appLayout || route.id === 'app';
      if (route.children) walk(route.children, path, inApp);
      else if (route.path !== '*') {
        const module = (route.handle as { module?: string } | undefined)?.module;
        out.push({ path: route.index ? base : path, appLayout: inApp, ...(module && { module }) });
      }
    }
  };
  walk(routes, '/', false);
  return out;
}

export { LANGUAGES };
