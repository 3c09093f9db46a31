// Bundles the server into dist/main.js. Our own workspace packages are bundled in (they are
// TypeScript sources); everything from node_modules stays external and is loaded at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: {
    '@resona/contract': '../../packages/contract/src/index.ts',
    // The contract's second entry (package.json "exports"): phone numbers, kept off the main one.
    '@resona/contract/settings/user-information-update':
      '../../packages/contract/src/settings/user-information-update.ts',
  },
  logLevel: 'warning',
});
