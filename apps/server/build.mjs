// Bundles the server into dist/main.js and its threads' tasks beside it: dist/hashing-worker.js
// and dist/password-check-worker.js (build-options.mjs says how).
import { build } from 'esbuild';
import { serverBuildOptions, workerEntries } from './build-options.mjs';

await build({
  ...serverBuildOptions,
  entryPoints: { main: 'src/main.ts', ...workerEntries },
  outdir: 'dist',
});
