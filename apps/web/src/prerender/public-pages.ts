/**
 * The pages pre-rendered at build time (decision 059) and the lazily loaded modules each one
 * needs, as the router loads them (app/router.tsx): the build adds their styles to the page and
 * their files to the list start-after-paint.js preloads once it is drawn (decision 125), so the
 * page is styled without JavaScript and hydrates without waiting for a chain of imports.
 * scripts/prerender.ts fails if one is not in the build.
 */
const SIMPLE = ['src/app/layouts/simple-layout.tsx'];
/** What router.tsx's withQueries loads beside every screen but /login. */
const WITH_QUERIES = ['src/app/query-provider.tsx', 'src/i18n/locales/en/rest.ts'];
const AUTH = [...SIMPLE, 'src/features/auth/pages/index.ts', ...WITH_QUERIES];
const PROMO = [...SIMPLE, 'src/features/onboarding/pages/index.ts', ...WITH_QUERIES];

export interface PublicPage {
  /** The route's path as the router spells it; the server matches it case-insensitively. */
  path: string;
  /** The URL rendered: a query where the page needs one to show what its visitors see. */
  url: string;
  modules: string[];
}

export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/login',
    url: '/login',
    modules: [...SIMPLE, 'src/features/auth/pages/login-page.tsx'],
  },
  {
    path: '/signup',
    url: '/signup',
    modules: [...SIMPLE, 'src/features/auth/pages/signup-page.tsx', ...WITH_QUERIES],
  },
  { path: '/Forgot', url: '/Forgot', modules: AUTH },
  // Opened from the mail's link, which carries a token: the form is what its visitors see.
  { path: '/reset-password', url: '/reset-password?token=pre-rendered', modules: AUTH },
  { path: '/check', url: '/check', modules: AUTH },
  { path: '/TermCondition', url: '/TermCondition', modules: AUTH },
  { path: '/Privacy', url: '/Privacy', modules: AUTH },
  { path: '/Video', url: '/Video', modules: PROMO },
  { path: '/Home-Policy', url: '/Home-Policy', modules: PROMO },
];

/** Any path no route knows: the router's 404 page, in the entry chunk. */
export const NOT_FOUND_URL = '/page-not-found';

/**
 * The signed-in screens' shell (the app layout around a placeholder): its layout and the stored
 * user's check (main.tsx waits for it). Each screen's shell adds its own chunk (router.tsx's
 * `chunk`), so its code loads beside the entry instead of after it.
 */
export const APP_SHELL_MODULES = [
  'src/app/layouts/app-layout.tsx',
  'src/lib/stored-user-schema.ts',
  // Fetched beside it, run after the first render (the profile call).
  'src/lib/deferred-schemas.ts',
  ...WITH_QUERIES,
  'src/app/query-client.ts',
];

/** /home's shell is the screen itself while its lists load, whose requests start from the entry. */
export const HOME_SHELL_MODULES = [
  ...APP_SHELL_MODULES,
  'src/features/sessions/pages/design.ts',
  'src/features/sessions/design/preload.ts',
  'src/features/sessions/design/home-choices.ts',
];

/** Where /home's template (dist/ssr/home.<language>.html) takes the screen's markup (decision 106). */
export const HOME_BODY_MARK = '<!--resona:home-->';

/**
 * The UI texts of a page drawn in another language than English: the app starts i18n with
 * them before its router (i18n/index.ts), so they are preloaded with the page's code instead
 * of being fetched once the entry has run (English's first texts are in the entry).
 */
export const languageModules = (code: string) =>
  code === 'en' ? [] : [`src/i18n/locales/${code}/index.ts`];
