import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { API } from '@resona/contract';
import {
  embeddedConnection,
  startEmbeddedPostgres,
} from '../../apps/server/src/db/embedded-postgres.ts';
import {
  createScratchDatabase,
  measureRoute,
  printRoutes,
  type RouteResult,
} from '../api/bench.ts';
import { postgresCpuMs } from '../lib/pg-cpu.ts';
import { startServer, type ServerProcess } from '../lib/server-process.ts';
import { percentile, round } from '../lib/stats.ts';

/**
 * bench/embedded (issue 29): the embedded default — PostgreSQL started by the server on its
 * data directory (decision 097) — against the same app on a PostgreSQL server, in one run, each
 * app in its own process: the history read's throughput, its maximum latency and the peak
 * memory of the server with its database at 50 connections; the time from a fresh data
 * directory to ready; and what durability costs a write (a commit waiting for the WAL's
 * fdatasync, against not waiting).
 */

/** The web app `npm start` builds and serves; serving it loads /home's server render too. */
const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

const num = (name: string, fallback: number) => {
  const raw = process.env[name];
  return raw ? Number(raw) : fallback;
};

function settings() {
  return {
    pgUrl: process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    connections: num('BENCH_EMBEDDED_CONNECTIONS', 50),
    seconds: num('BENCH_EMBEDDED_SECONDS', 10),
    warmupSeconds: num('BENCH_EMBEDDED_WARMUP_SECONDS', 3),
    commits: num('BENCH_EMBEDDED_COMMITS', 400),
    logLevel: process.env.BENCH_EMBEDDED_LOG_LEVEL || 'info',
  };
}

async function measureServer(
  server: ServerProcess,
  label: string,
  s: ReturnType<typeof settings>,
  dbCpuMs: () => Promise<number>,
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

/**
 * One small write committed at a time on the embedded database, with the commit waiting for its
 * WAL to reach the disk (the default) and not waiting (synchronous_commit off, this session only).
 */
async function commitLatency(s: ReturnType<typeof settings>) {
  const dir = await mkdtemp(join(tmpdir(), 'resona-bench-commit-'));
  const database = await startEmbeddedPostgres(dir);
  const client = new pg.Client(database.connection);
  try {
    await client.connect();
    await client.query(
      'CREATE TABLE commits (id serial PRIMARY KEY, at timestamptz DEFAULT now())',
    );
    const run = async (synchronous: 'on' | 'off') => {
      await client.query(`SET synchronous_commit = ${synchronous}`);
      const times: number[] = [];
      for (let i = 0; i < s.commits; i++) {
        const t0 = performance.now();
        await client.query('INSERT INTO commits DEFAULT VALUES');
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return { p50: round(percentile(times, 0.5), 3), p99: round(percentile(times, 0.99), 3) };
    };
    await run('on'); // warm-up
    const on = await run('on');
    const off = await run('off');
    return { on, off };
  } finally {
    await client.end().catch(() => {});
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function run(log: (line: string) => void = console.log) {
  const s = settings();
  log(
    `embedded: autocannon -c ${s.connections} -d ${s.seconds} (after ${s.warmupSeconds} s ` +
      'warm-up), production app in its own process, the embedded PostgreSQL (data directory ' +
      'on disk) vs a PostgreSQL server',
  );
  // Both servers serve the built web app when there is one, as `npm start` does (it builds first).
  const servesWeb = existsSync(join(WEB_DIST, 'index.html'));
  const web: Record<string, string> = servesWeb ? { BENCH_SERVER_WEB_DIST: WEB_DIST } : {};
  log(
    servesWeb
      ? `  serving the web build (${WEB_DIST}), as npm start does`
      : "  no web build: the servers serve the API only (npm run build first for npm start's memory)",
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'resona-bench-embedded-'));
  const results: RouteResult[] = [];
  let embedded: Awaited<ReturnType<typeof measureServer>>;
  let postgres: Awaited<ReturnType<typeof measureServer>>;
  let readyMs: number;
  try {
    let server: ServerProcess | null = null;
    try {
      const t0 = performance.now();
      server = await startServer({
        database: 'embedded',
        dataDir,
        port: 0,
        logLevel: s.logLevel,
        env: web,
      });
      readyMs = performance.now() - t0;
      log(`  embedded server ready in ${(readyMs / 1000).toFixed(1)} s (fresh data directory)`);
      embedded = await measureServer(server, 'embedded', s, () =>
        postgresCpuMs(embeddedConnection(dataDir), 'postgres'),
      );
    } finally {
      await server?.stop();
    }
    const db = await createScratchDatabase(s.pgUrl, log);
    server = null;
    try {
      server = await startServer({
        database: db.url,
        dataDir,
        port: 0,
        logLevel: s.logLevel,
        env: web,
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
  const commits = await commitLatency(s);

  for (const r of [embedded.raw, embedded.read]) {
    results.push({ ...r, fractionOfRaw: round(r.reqPerSec / embedded.raw.reqPerSec, 3) });
  }
  for (const r of [postgres.raw, postgres.read]) {
    results.push({ ...r, fractionOfRaw: round(r.reqPerSec / postgres.raw.reqPerSec, 3) });
  }
  log('');
  log(`Load (autocannon -c ${s.connections} -d ${s.seconds}; latency ms; peak MB: the server`);
  log('with every process it started, proportional set size):');
  printRoutes(results, log);
  log('');
  log(
    `A commit on the embedded database, one at a time (${s.commits}): waiting for the WAL's ` +
      `sync p50 ${commits.on.p50} ms, p99 ${commits.on.p99} ms; not waiting p50 ` +
      `${commits.off.p50} ms, p99 ${commits.off.p99} ms`,
  );
  const ofPostgres = embedded.read.reqPerSec / postgres.read.reqPerSec;
  const peakRun = embedded.raw.peakRssMB > embedded.read.peakRssMB ? embedded.raw : embedded.read;
  const peak = peakRun.peakRssMB;
  const failures = embedded.read.errors + embedded.read.timeouts + embedded.read.non2xx;
  const aims = [
    {
      what: 'embedded history list ≥ 80 % of PostgreSQL',
      value: `${(ofPostgres * 100).toFixed(1)} %`,
      met: ofPostgres >= 0.8,
    },
    {
      what: 'embedded max latency ≤ 100 ms',
      value: `${embedded.read.max} ms (p99 ${embedded.read.p99} ms, server event loop late by ${embedded.read.eventLoopMax} ms at most; PostgreSQL server's max ${postgres.read.max} ms)`,
      met: embedded.read.max <= 100,
    },
    {
      what: 'embedded peak memory ≤ 300 MB',
      value: `${peak.toFixed(0)} MB (the server ${peakRun.peakOwnMB.toFixed(0)} MB, PostgreSQL ${(peak - peakRun.peakOwnMB).toFixed(0)} MB; the app on a PostgreSQL server: ${Math.max(postgres.raw.peakRssMB, postgres.read.peakRssMB).toFixed(0)} MB, its database not counted)`,
      met: peak <= 300,
    },
    { what: 'zero errors', value: String(failures), met: failures === 0 },
  ];
  log('Aims:');
  for (const a of aims) log(`  ${a.met ? 'MET ' : 'MISS'} ${a.what.padEnd(44)} ${a.value}`);
  return {
    settings: { ...s, pgUrl: s.pgUrl.replace(/\/\/[^@/]*@/, '//…@') },
    results,
    readyMs: round(readyMs, 0),
    servesWebBuild: servesWeb,
    commits,
    ofPostgres: round(ofPostgres, 3),
    aims,
  };
}
