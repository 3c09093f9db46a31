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
