// How the server is bundled (build.mjs), shared with the benches, which bundle their own server
// entry the same way so they measure what `npm start` runs (bench/lib/server-bundle.ts). Our own
// workspace packages are bundled in (they are TypeScript sources); everything from node_modules
// stays external and is loaded at run time.
import { fileURLToPath } from 'node:url';

const contract = (file) =>
  fileURLToPath(new URL(`../../packages/contract/src/${file}`, import.meta.url));

export const serverBuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: {
    '@resona/contract': contract('index.ts'),
    // The contract's second entry (package.json "exports"): phone numbers, kept off the main one.
    // The calls (decision 062): the server registers its routes from them.
    '@resona/contract/calls': contract('calls.ts'),
    // Heart beats analysed as the web app does (decision 085).
    '@resona/contract/heart': contract('heart/index.ts'),
    '@resona/contract/settings/user-information-update': contract(
      'settings/user-information-update.ts',
    ),
  },
  logLevel: 'warning',
};

/**
 * The threads' tasks, each a file of its own beside the entry: password hashing
 * (hashing-threads.ts) and the check of a new password (password-check.ts).
 */
export const workerEntries = Object.fromEntries(
  ['hashing-worker', 'password-check-worker'].map((name) => [
    name,
    fileURLToPath(new URL(`src/features/auth/${name}.ts`, import.meta.url)),
  ]),
);
