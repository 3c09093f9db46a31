import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@resona/contract';
import {
  createScratchDatabase,
  measureRoute,
  printRoutes,
  type RouteResult,
} from '../api/bench.ts';
import { postgresCpuMs } from '../lib/pg-cpu.ts';
import { startServer, type ServerProcess } from '../lib/server-process.ts';
import { round } from '../lib/stats.ts';

/**
 * bench/pglite (issue 5 "The embedded database"): the authenticated read (history list) on the
 * embedded PGlite against the same read on PostgreSQL, in one run, each server in its own
 * process. See bench/README.md and docs/decisions/037-pglite-under-load.md.
 */

const num = (name: string, fallback: number) => {
  const raw = process.env[name];
  return raw ? Number(raw) : fallback;
};

function settings() {
  return {
    pgUrl: process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    port: num('BENCH_PGLITE_PORT', 0),
    connections: num('BENCH_PGLITE_CONNECTIONS', 50),
    seconds: num('BENCH_PGLITE_SECONDS', 10),
    warmupSeconds: num('BENCH_PGLITE_WARMUP_SECONDS', 3),
    logLevel: process.env.BENCH_PGLITE_LOG_LEVEL || 'info',
  };
}

async function measureServer(
  server: ServerProcess,
  label: string,
  s: ReturnType<typeof settings>,
  dbCpuMs?: () => Promise<number>,
) {
  const { token } = await server.seeded();
  const common = { connections: s.connections, seconds: s.seconds };
  const raw = await measureRoute(
    server,
    `${label}: raw GET /api/health`,
    { ...common, url: `${server.base}${API.health}` },
    s.warmupSeconds,
  );
  const read = await measureRoute(
    server,
    `${label}: history list`,
    {
      ...common,
      url: `${server.base}${API.exerciseHistory}?limit=20`,
      headers: { authorization: `Bearer ${token}` },
    },
    s.warmupSeconds,
    dbCpuMs,
  );
  return { raw, read };
}

export async function run(log: (line: string) => void = console.log) {
  const s = settings();
  log(
    `pglite: autocannon -c ${s.connections} -d ${s.seconds} (after ${s.warmupSeconds} s ` +
      `warm-up), production app in its own process, PGlite (data directory on disk) vs PostgreSQL`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'resona-bench-pglite-'));
  const results: RouteResult[] = [];
  let lite: Awaited<ReturnType<typeof measureServer>>;
  let postgres: Awaited<ReturnType<typeof measureServer>>;
  try {
    let server: ServerProcess | null = null;
    try {
      const t0 = performance.now();
      server = await startServer({
        database: 'pglite',
        dataDir,
        port: s.port,
        logLevel: s.logLevel,
      });
      log(`  PGlite server ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      lite = await measureServer(server, 'PGlite', s);
    } finally {
      await server?.stop();
    }
    const db = await createScratchDatabase(s.pgUrl, log);
    server = null;
    try {
      server = await startServer({
        database: db.url,
        dataDir,
        port: s.port && s.port + 1, // 0: a free one
        logLevel: s.logLevel,
      });
      const dbName = new URL(db.url).pathname.slice(1);
      postgres = await measureServer(server, 'PostgreSQL', s, () => postgresCpuMs(s.pgUrl, dbName));
    } finally {
      await server?.stop();
      await db.drop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  for (const r of [lite.raw, lite.read]) {
    results.push({ ...r, fractionOfRaw: round(r.reqPerSec / lite.raw.reqPerSec, 3) });
  }
  for (const r of [postgres.raw, postgres.read]) {
    results.push({ ...r, fractionOfRaw: round(r.reqPerSec / postgres.raw.reqPerSec, 3) });
  }
  log('');
  log(`Load (autocannon -c ${s.connections} -d ${s.seconds}; latency ms):`);
  printRoutes(results, log);
  const ofPostgres = lite.read.reqPerSec / postgres.read.reqPerSec;
  const aims = [
    {
      what: 'PGlite history list ≥ 20 % of PostgreSQL',
      value: `${(ofPostgres * 100).toFixed(1)} %`,
      met: ofPostgres >= 0.2,
    },
    {
      what: 'PGlite max latency ≤ 100 ms',
      value: `${lite.read.max} ms (p99 ${lite.read.p99} ms, server event-loop p99 ${lite.read.eventLoopP99} ms)`,
      met: lite.read.max <= 100,
    },
    {
      what: 'zero errors',
      value: String(lite.read.errors + lite.read.timeouts + lite.read.non2xx),
      met: lite.read.errors + lite.read.timeouts + lite.read.non2xx === 0,
    },
  ];
  log('Aims:');
  for (const a of aims) log(`  ${a.met ? 'MET ' : 'MISS'} ${a.what.padEnd(44)} ${a.value}`);
  return {
    settings: { ...s, pgUrl: s.pgUrl.replace(/\/\/[^@/]*@/, '//…@') },
    results,
    ofPostgres: round(ofPostgres, 3),
    aims,
  };
}
