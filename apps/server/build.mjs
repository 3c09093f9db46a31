// Bundles the server into dist/main.js, and its PGlite thread into dist/pglite-worker.js. Our own
// workspace packages are bundled in (they are TypeScript sources); everything from node_modules
// stays external and is loaded at run time.
import { build } from 'esbuild';

await build({
  // The PGlite thread's entry is a file of its own, beside main.js (src/db/pglite-thread.ts).
  entryPoints: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
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
    '@resona/contract/settings/user-information-update':
      '../../packages/contract/src/settings/user-information-update.ts',
  },
  logLevel: 'warning',
});
