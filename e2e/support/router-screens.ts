import { readFileSync } from 'node:fs';

/**
 * The web app's router (apps/web/src/app/router.tsx), read at test time so a screen added there
 * is visited without anyone listing it: each screen's absolute path as written, with the layout
 * it renders in — the signed-in app layout (tab bar on phones), the simple layout (sign-in,
 * onboarding, public pages) or the researcher console under /admin.
 */
export type ScreenLayout = 'app' | 'simple' | 'admin';

export interface RouterScreen {
  path: string;
  layout: ScreenLayout;
}

const SOURCE = readFileSync(new URL('../../apps/web/src/app/router.tsx', import.meta.url), 'utf8');

function pathsIn(source: string): string[] {
  return [...source.matchAll(/['"](\/[A-Za-z][^'"\s]*)['"]/g)].map((m) => m[1]!);
}

function section(start: string, end: string): string {
  const from = SOURCE.indexOf(start);
  const to = SOURCE.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`router.tsx has no "${start}" … "${end}" section`);
  return SOURCE.slice(from, to);
}

/**
 * The second and later paths of each `pages([...], Screen)`: other addresses of the same screen
 * in the same layout (/account-setting beside /Setting/account-setting), the same component by
 * construction. A sweep of the screens visits the first.
 */
function aliasPaths(): Set<string> {
  const groups = [...SOURCE.matchAll(/\bpages\(\s*\[([^\]]*)\]/g)].map((m) => pathsIn(m[1]!));
  return new Set(groups.flatMap((paths) => paths.slice(1)));
}

/** Every screen of the router once, by its first path. */
export function routerScreens(): RouterScreen[] {
  const aliases = aliasPaths();
  const screen = (path: string) => !aliases.has(path);
  const app = new Set(pathsIn(section('const appRoutes', 'export const routes')).filter(screen));
  const simple = pathsIn(section('const simpleRoutes', 'const appRoutes')).filter(screen);
  const admin = [...SOURCE.matchAll(/\[\s*'([a-z-]+)',\s*'\w+Page'\s*\]/g)].map(
    (m) => `/admin/${m[1]}`,
  );
  const screens: RouterScreen[] = [];
  for (const path of new Set(simple)) screens.push({ path, layout: 'simple' });
  for (const path of app) screens.push({ path, layout: 'app' });
  for (const path of ['/admin', ...admin]) screens.push({ path, layout: 'admin' });
  return screens;
}

/** The router's pattern for each app-layout path, to tell where a redirect landed. */
export function appLayoutMatcher(): (pathname: string) => boolean {
  const patterns = pathsIn(section('const appRoutes', 'export const routes')).map(
    (path) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`, 'i'),
  );
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}
