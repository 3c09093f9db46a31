// Bundles the server into dist/main.js and its password-hashing threads' task into
// dist/hashing-worker.js (build-options.mjs says how).
import { build } from 'esbuild';
import { hashingWorkerEntry, serverBuildOptions } from './build-options.mjs';

await build({
  ...serverBuildOptions,
  entryPoints: { main: 'src/main.ts', 'hashing-worker': hashingWorkerEntry },
  outdir: 'dist',
});
