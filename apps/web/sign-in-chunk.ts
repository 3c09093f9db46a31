import { resolve } from 'node:path';

/**
 * What the sign-in page runs: the entry and the two lazy modules the router loads for /login,
 * with everything they import statically. Rolldown would spread these over some twenty small
 * files, shared with other screens; each compresses on its own, and together they gzip 5–7 KB
 * smaller. So they are put in one chunk (decision 059). Every other screen needs most of it too.
 */
const SIGN_IN_ROOTS = [
  'src/main.tsx',
  'src/app/layouts/simple-layout.tsx',
  'src/features/auth/pages/login-page.tsx',
];

/**
 * Library and contract modules the sign-in page runs (nearly) whole; other screens need them
 * too. Not react-i18next's <Trans> (with its HTML parser) nor the contract's schemas.
 */
const WHOLE_MODULES = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next)[\\/]/,
  /node_modules[\\/]react-i18next[\\/]dist[\\/]es[\\/](useTranslation|context|utils|defaults|i18nInstance|initReactI18next|unescape)\.js$/,
  /packages[\\/]contract[\\/]src[\\/](languages|constants|headers|call|messages[\\/]en-sign-in)\.ts$/,
  // The routes of the page's own calls (sign-in, bot check, configuration, profile).
  /packages[\\/]contract[\\/]src[\\/](auth|system)[\\/]call-routes\.ts$/,
  /vite[\\/]preload-helper/,
  // Reached only through react-i18next's import (vite.config.ts's alias); a chunk of its own
  // would import the sign-in chunk while the sign-in chunk imports it, and run too early.
  /src[\\/]lib[\\/]use-sync-external-store-shim\.ts$/,
];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

export function signInChunk(root: string) {
  const appSource = resolve(root, 'src');
  const roots = SIGN_IN_ROOTS.map((file) => resolve(root, file));
  let members: Set<string> | null = null;
  const collect = (graph: ModuleGraph) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      // Barrels (the contract's, react-i18next's) import more than the page uses: only the app's
      // own modules are followed, and packages the page runs whole are added by name.
      if (seen.has(id) || !id.startsWith(appSource)) return;
      seen.add(id);
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  return {
    debugName: 'sign-in',
    // Only the modules listed: following their imports would pull in the contract's barrel.
    includeDependenciesRecursively: false,
    name: (id: string, graph: ModuleGraph) => {
      members ??= collect(graph);
      return members.has(id) || WHOLE_MODULES.some((pattern) => pattern.test(id))
        ? 'sign-in'
        : null;
    },
  };
}
