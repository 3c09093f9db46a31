import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'esbuild';
import { serverBuildOptions, workerEntries } from '../../apps/server/build-options.mjs';

/**
 * The bench server bundled as `npm start` bundles the app (apps/server/build.mjs) and run by
 * plain node. Run through tsx instead, the server carried tsx's loader, its source maps and an
 * esbuild process — about 30 MB the people who run Resona never pay — and every hashing thread
 * loaded tsx again. It goes to apps/server/dist beside main.js: the app finds its migrations and
 * word lists relative to its own file.
 */
const OUTDIR = fileURLToPath(new URL('../../apps/server/dist', import.meta.url));

let bundled: Promise<string> | null = null;

export function serverBundle(): Promise<string> {
  bundled ??= build({
    ...serverBuildOptions,
    entryPoints: {
      'bench-server': join(import.meta.dirname, 'server-main.ts'),
      ...workerEntries,
    },
    outdir: OUTDIR,
  }).then(() => join(OUTDIR, 'bench-server.js'));
  return bundled;
}
