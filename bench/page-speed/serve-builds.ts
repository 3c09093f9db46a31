import { join } from 'node:path';
import { startServer, type ServerProcess } from '../lib/server-process.ts';

/** A web build served by a production server of its own, with the demo account it seeded. */
export interface ServedBuild {
  dist: string;
  base: string;
  demo: { email: string; password: string };
}

/**
 * Each build (a `npm run build` output folder) served by a server of its own on the embedded
 * default, each in its own data directory under `dataDir`, so builds compared in turn on a
 * shared machine see the same load. The servers are pushed onto `servers` as they start, so the
 * caller stops every one that started even if a later one fails.
 */
export async function serveBuilds(
  dists: string[],
  dataDir: string,
  servers: ServerProcess[],
): Promise<ServedBuild[]> {
  const builds: ServedBuild[] = [];
  for (const [i, dist] of dists.entries()) {
    const server = await startServer({
      database: 'embedded',
      dataDir: join(dataDir, String(i)),
      port: 0,
      logLevel: 'warn',
      env: { BENCH_SERVER_WEB_DIST: dist },
    });
    servers.push(server);
    builds.push({ dist, base: server.base, demo: (await server.seeded()).demo });
  }
  return builds;
}
