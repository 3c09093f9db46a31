// ESLint 9 flat config for the whole monorepo.
// typescript-eslint's non-type-aware `recommended` keeps `npm run lint` quick on two cores; the
// type checker already runs in `npm run typecheck`.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The features of DESIGN plus any folder that appears later, so a new feature is fenced too.
const featuresDir = new URL('./apps/web/src/features', import.meta.url);
const WEB_FEATURES = [
  ...new Set([
    ...['auth', 'onboarding', 'sessions', 'library', 'settings', 'notifications', 'admin'],
    ...(existsSync(featuresDir)
      ? readdirSync(featuresDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : []),
  ]),
];

// The server's features, read from disk so a new one is fenced the day it appears.
const serverFeaturesDir = new URL('./apps/server/src/features', import.meta.url);
const SERVER_FEATURES = readdirSync(serverFeaturesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The server's layers, innermost first; each may import only the layers before it:
// lib ← db ← core (the running server and the current request) ← features ← app.
const S = 'apps/server/src';
const SERVER_APP = [
  `${S}/app.ts`,
  `${S}/main.ts`,
  `${S}/plugins`,
  `${S}/cli`,
  `${S}/features/index.ts`,
];
const SERVER_LAYERS = [
  { name: 'lib', paths: [`${S}/lib`, `${S}/config.ts`] },
  { name: 'db', paths: [`${S}/db`] },
  { name: 'core', paths: [`${S}/core`, `${S}/deps.ts`] },
  { name: 'features', paths: SERVER_FEATURES.map((feature) => `${S}/features/${feature}`) },
  { name: 'app', paths: SERVER_APP },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads the imported files itself (no-cycle follows them) with the TS parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/start-after-paint.js'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Feature boundaries (Bulletproof React): app/ → features/ → components, lib, i18n.
    // A feature never reaches into another feature or into app/, and the web app never imports
    // server code: the contract package is the only seam.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: 'apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; share through components/ or lib/.',
            })),
            {
              target: 'apps/web/src/features',
              from: 'apps/web/src/app',
              message: 'Features must not import the app shell (router, layouts, providers).',
            },
            {
              target: [
                'apps/web/src/components',
                'apps/web/src/hooks',
                'apps/web/src/lib',
                'apps/web/src/i18n',
              ],
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message: 'Shared code must not depend on features or the app shell.',
            },
            {
              target: 'apps/web',
              from: 'apps/server',
              message: 'The web app talks to the server only through @resona/contract.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@resona/server', '@resona/server/*'],
              message: 'The web app talks to the server only through @resona/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's fence. Tests and their helpers stand outside it: they build the whole app.
    files: [`${S}/**/*.ts`],
    ignores: [
      `${S}/**/*.test.ts`,
      `${S}/**/test-helpers.ts`,
      `${S}/**/*.measure.ts`,
      `${S}/test/**`,
      `${S}/features/settings/my-data/user-data-factory.ts`,
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
              target: layer.paths,
              from: SERVER_LAYERS.slice(index + 1).flatMap((outer) => outer.paths),
              message: `The ${layer.name} layer imports only the layers below it (lib ← db ← core ← features ← app).`,
            })),
            ...SERVER_FEATURES.map((feature) => ({
              target: `${S}/features/${feature}`,
              from: `${S}/features`,
              except: [
                `./${feature}`,
                ...SERVER_FEATURES.filter((other) => other !== feature).map(
                  (other) => `./${other}/index.ts`,
                ),
              ],
              message: "A feature uses another only through that feature's index.ts.",
            })),
          ],
        },
      ],
    },
  },
  {
    // A cycle makes the order of start-up a guess. Type-only imports are fine, and so is an
    // import() run later, after both modules have loaded (the web's lazy pages and its
    // signed-out redirect, which the pre-render must not load at the top).
    files: [`${S}/**/*.ts`, 'apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    // The contract is shared by both apps: it may depend on nothing of theirs.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'packages/contract',
              from: 'apps',
              message: 'The contract imports no app code.',
            },
          ],
        },
      ],
    },
  },
);
