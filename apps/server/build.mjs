// Bundles the server into dist/main.js and its password-hashing threads' task into
// dist/hashing-worker.js. Our own workspace packages are
// bundled in (they are TypeScript sources); everything from node_modules stays external and is
// loaded at run time.
import { build } from 'esbuild';

await build({
  // The threads' entry is a file of its own, beside main.js (src/features/auth/hashing-threads.ts).
  entryPoints: {
    main: 'src/main.ts',
    'hashing-worker': 'src/features/auth/hashing-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: {
    '@resona/contract': '../../packages/contract/src/index.ts',
    // The contract's second entry (package.json "exports"): phone numbers, kept off the main one.
    // The calls (decision 062): the server registers its routes from them.
    '@resona/contract/calls': '../../packages/contract/src/calls.ts',
    // Heart beats analysed as the web app does (decision 085).
    '@resona/contract/heart': '../../packages/contract/src/heart/index.ts',
    '@resona/contract/settings/user-information-update':
      '../../packages/contract/src/settings/user-information-update.ts',
  },
  logLevel: 'warning',
});
