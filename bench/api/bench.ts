import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { API } from '@resona/contract';
import { ROUND_TRIP_PATH } from '../lib/bench-routes.ts';
import { postgresCpuMs } from '../lib/pg-cpu.ts';
import { load, type LoadFigures, type LoadRequest } from '../lib/load.ts';
import { startServer, type ServerProcess } from '../lib/server-process.ts';
import { median, round } from '../lib/stats.ts';

/**
 * bench/api (issue 5 "API load"): the production app in its own process on a scratch PostgreSQL
 * database, autocannon in another. See bench/README.md.
 */

const num = (name: string, fallback: number) => {
  const raw = process.env[name];
  return raw ? Number(raw) : fallback;
};

export function apiSettings() {
  return {
    pgUrl: process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    port: num('BENCH_API_PORT', 0),
    connections: num('BENCH_API_CONNECTIONS', 50),
    seconds: num('BENCH_API_SECONDS', 10),
    warmupSeconds: num('BENCH_API_WARMUP_SECONDS', 3),
    loginConnections: num('BENCH_API_LOGIN_CONNECTIONS', 8),
    steadyRate: num('BENCH_API_STEADY_RATE', 1000),
    logLevel: process.env.BENCH_API_LOG_LEVEL || 'info',
    /**
     * Which parts run (comma-separated): history, search, play, open, steady; the raw route
     * always. `open`: in every round, the history list and the design search open-loop at half
     * the capacity they have just shown (issue 29).
     */
    only: (process.env.BENCH_API_ONLY || 'floor,history,search,play,open,steady').split(','),
    /**
     * BENCH_RATE_LIMIT=on: a second server on the same database with the per-address limit on;
     * the history list is measured on both, from 256 client addresses (decision 081).
     */
    rateLimit: process.env.BENCH_RATE_LIMIT === 'on',
    /**
     * The routes are measured this many times, the raw route first in every round; each round's
     * ratios are to its own raw figure, and the aims read the medians (decision 093): the raw
     * route alone moves ±12 % from one ten-second run to the next on this shared machine.
     */
    rounds: Math.max(1, num('BENCH_API_ROUNDS', 3)),
  };
}
type Settings = ReturnType<typeof apiSettings>;

/** SECURITY.md's argon2id parameters, as apps/server/src/features/auth/passwords.ts uses them. */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Issue 29's aims, which replace the p99 at 50 closed-loop connections (that p99 is 50 ÷ the
 * machine's throughput: Little's law): a route's CPU per request, server and PostgreSQL, as a
 * multiple of the raw route's; and its p99 open-loop at half the capacity it has just shown.
 */
const CPU_OF_RAW_AIM = 3;
const OPEN_LOOP_SHARE = 0.5;
/**
 * Judged on each request's time inside the server (decision 120): the generator shares the two
 * cores with the server and PostgreSQL, and its own stalls (12–75 ms a round) land in every
 * request it sends late or reads late, so its p99 measured the generator as much as Resona.
 */
const OPEN_LOOP_P99_AIM_MS = 25;
/**
 * The floor under every read: the bench server's route that makes one database round trip and
 * nothing else (bench/lib/bench-routes.ts). The round trip alone — the query's write to
 * PostgreSQL's socket, which wakes its backend, the answer's read, the backend's own work —
 * costs 1.98× the whole raw route on one machine (2026-11-28: 141 + 57 µs against 101 µs) and
 * 2.70× on a faster one (2026-11-29: 60 + 23 µs against 33 µs), so a read with one round trip
 * cannot reach CPU_OF_RAW_AIM whatever the app does, and how far it misses follows the kernel,
 * not the code. Decision 107: a read's CPU as a multiple of the floor's, which held within 0.2
 * on both machines (history list 1.79× and 1.90×, design search 1.58× and 1.71×).
 */
const FLOOR_ROUTE = 'one database round trip (floor)';
const OF_FLOOR_AIM = 2;

/** A route's CPU per request (server + PostgreSQL) as a multiple of the floor's. */
function ofFloor(r: RouteResult, floor: RouteResult) {
  const cost = (x: RouteResult) => x.serverCpuUs + (x.dbCpuUs ?? 0);
  return cost(r) / Math.max(1, cost(floor));
}

/** A route under load: its latencies, the server's peak memory and CPU per request. */
export type Measured = Awaited<ReturnType<typeof measureRoute>>;

/** An open-loop run at `rate` a second, a share of the capacity measured just before it. */
export interface OpenLoopResult extends Measured {
  rate: number;
}

export interface RouteResult extends LoadFigures {
  name: string;
  peakRssMB: number;
  /** The server's own process at that peak, without the database processes it started. */
  peakOwnMB: number;
  eventLoopP99: number;
  /** The longest the server's event loop was held up while the route ran (ms). */
  eventLoopMax: number;
  /** Requests' time inside the server process (ms), without the load generator's own stalls. */
  serverP99: number;
  serverMax: number;
  /** CPU time per request of the server process, and of the database's backends (µs). */
  serverCpuUs: number;
  dbCpuUs: number | null;
  fractionOfRaw: number;
  /** (server + PostgreSQL) CPU per request ÷ the raw route's (server only), same round. */
  cpuOfRaw?: number;
  open?: OpenLoopResult;
}

interface Body {
  data?: Record<string, unknown>;
}

async function getJson(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as Body).data ?? {};
}

/** Walks the design cascade through the API, as the design screen does, to a full design. */
async function findDesign(base: string, token: string) {
  const search = `${base}${API.exerciseSearch}`;
  const goals = (await getJson(`${search}?output=GOAL`, token)).goal_list as { goal_id: number }[];
  for (const g of goals) {
    const times = (await getJson(`${search}?output=TIME&goal_id=${g.goal_id}`, token))
      .duration_list as { duration_minute_id: number }[];
    for (const t of times) {
      const q = `goal_id=${g.goal_id}&duration_minute_id=${t.duration_minute_id}`;
      const narrations = (await getJson(`${search}?output=NARRATION&${q}`, token))
        .narration_list as { narrationID: number }[];
      for (const n of narrations) {
        const query = `output=EXERCISE&${q}&narration_id=${n.narrationID}`;
        const found = await getJson(`${search}?${query}`, token);
        const list = found.exercise_list as { exerciseID: number }[];
        if (list.length > 0) return { url: `${search}?${query}`, exerciseId: list[0]!.exerciseID };
      }
    }
  }
  throw new Error('no design leads to an exercise in the seeded content');
}

/** One argon2id hash with the server's parameters, timed alone (median of runs). */
async function timeHash(runs = 15) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await hash(`password-${i}`, ARGON2);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function createScratchDatabase(baseUrl: string, log: (line: string) => void) {
  const name = `resona_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  log(`database ${name} created`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      log(`database ${name} dropped`);
    },
  };
}

const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

export function printRoutes(results: RouteResult[], log: (line: string) => void) {
  log(
    `  ${pad('route', 30)}${lpad('req/s', 9)}${lpad('p50', 6)}${lpad('p99', 6)}${lpad('max', 6)}` +
      `${lpad('errors', 8)}${lpad('non2xx', 8)}${lpad('peak MB', 9)}${lpad('cpu µs', 8)}` +
      `${lpad('db µs', 7)}${lpad('of raw', 8)}`,
  );
  for (const r of results) {
    log(
      `  ${pad(r.name, 30)}${lpad(r.reqPerSec.toFixed(0), 9)}${lpad(String(r.p50), 6)}` +
        `${lpad(String(r.p99), 6)}${lpad(String(r.max), 6)}${lpad(String(r.errors + r.timeouts), 8)}` +
        `${lpad(String(r.non2xx), 8)}${lpad(r.peakRssMB.toFixed(0), 9)}` +
        `${lpad(String(r.serverCpuUs), 8)}${lpad(String(r.dbCpuUs ?? '–'), 7)}` +
        `${lpad(`${(r.fractionOfRaw * 100).toFixed(1)} %`, 8)}`,
    );
  }
}

/** CPU per request against the raw route's, and the open-loop run at half capacity. */
function printCosts(results: RouteResult[], log: (line: string) => void) {
  log(
    `  ${pad('route', 30)}${lpad('cpu µs', 8)}${lpad('db µs', 7)}${lpad('× raw', 7)}` +
      `${lpad('open /s', 9)}${lpad('p50', 7)}${lpad('p99', 7)}${lpad('max', 7)}${lpad('errors', 8)}` +
      `${lpad('cpu µs', 8)}${lpad('db µs', 7)}`,
  );
  for (const r of results) {
    const o = r.open;
    const ms = (v: number) => lpad(v.toFixed(1), 7);
    log(
      `  ${pad(r.name, 30)}${lpad(String(r.serverCpuUs), 8)}${lpad(String(r.dbCpuUs ?? '–'), 7)}` +
        `${lpad(r.cpuOfRaw === undefined ? '–' : r.cpuOfRaw.toFixed(2), 7)}` +
        (o
          ? `${lpad(o.rate.toFixed(0), 9)}${ms(o.p50)}${ms(o.p99)}${ms(o.max)}` +
            `${lpad(String(o.errors + o.timeouts + o.non2xx), 8)}${lpad(String(o.serverCpuUs), 8)}` +
            `${lpad(String(o.dbCpuUs ?? '–'), 7)}`
          : ''),
    );
  }
}

/** Runs one route under load (after a warm-up), with the server's peak memory and CPU. */
export async function measureRoute(
  server: ServerProcess,
  name: string,
  request: LoadRequest,
  warmupSeconds: number,
  dbCpuMs?: () => Promise<number>,
) {
  if (warmupSeconds > 0) await load({ ...request, seconds: warmupSeconds });
  await server.eventLoop(); // resets the server's event-loop histogram
  await server.requests(); // and its requests' times
  server.resetPeak();
  const cpu0 = await server.cpuMs();
  const db0 = dbCpuMs ? await dbCpuMs() : 0;
  const figures = await load(request);
  const cpu1 = await server.cpuMs();
  const db1 = dbCpuMs ? await dbCpuMs() : 0;
  const loop = await server.eventLoop();
  const inServer = await server.requests();
  const perRequest = (ms: number) => round((ms * 1000) / Math.max(1, figures.requests), 0);
  return {
    name,
    ...figures,
    peakRssMB: round(server.peakRssMB(), 1),
    peakOwnMB: round(server.peakOwnMB(), 1),
    eventLoopP99: loop.p99,
    eventLoopMax: loop.max,
    serverP99: inServer.p99,
    serverMax: inServer.max,
    serverCpuUs: perRequest(cpu1 - cpu0),
    dbCpuUs: dbCpuMs ? perRequest(db1 - db0) : null,
  };
}

/** Figures over the rounds: the median of each; errors are summed, never hidden. */
function medianFigures<T extends Measured>(runs: T[]): T {
  const mid = (pick: (r: T) => number) => median(runs.map(pick));
  const sum = (pick: (r: T) => number) => runs.reduce((n, r) => n + pick(r), 0);
  return {
    ...runs[0]!,
    requests: sum((r) => r.requests),
    reqPerSec: mid((r) => r.reqPerSec),
    p50: mid((r) => r.p50),
    p90: mid((r) => r.p90),
    p99: mid((r) => r.p99),
    max: Math.max(...runs.map((r) => r.max)),
    meanLatency: mid((r) => r.meanLatency),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    statusCodes: runs.reduce<Record<string, number>>((all, r) => {
      for (const [code, n] of Object.entries(r.statusCodes)) all[code] = (all[code] ?? 0) + n;
      return all;
    }, {}),
    peakRssMB: Math.max(...runs.map((r) => r.peakRssMB)),
    peakOwnMB: runs.reduce((a, b) => (b.peakRssMB > a.peakRssMB ? b : a)).peakOwnMB,
    eventLoopP99: mid((r) => r.eventLoopP99),
    eventLoopMax: mid((r) => r.eventLoopMax),
    serverP99: mid((r) => r.serverP99),
    serverMax: Math.max(...runs.map((r) => r.serverMax)),
    serverCpuUs: mid((r) => r.serverCpuUs),
    dbCpuUs: runs[0]!.dbCpuUs === null ? null : mid((r) => r.dbCpuUs ?? 0),
  };
}

/** A route's figures over the rounds, its ratios and its open-loop runs too. */
export function medianResult(runs: RouteResult[]): RouteResult {
  const opens = runs.flatMap((r) => (r.open ? [r.open] : []));
  const { cpuOfRaw } = runs[0]!;
  return {
    ...medianFigures(runs),
    fractionOfRaw: median(runs.map((r) => r.fractionOfRaw)),
    ...(cpuOfRaw === undefined ? {} : { cpuOfRaw: median(runs.map((r) => r.cpuOfRaw ?? NaN)) }),
    ...(opens.length
      ? {
          open: {
            ...medianFigures(opens),
            rate: median(opens.map((o) => o.rate)),
            fromSentP99: median(opens.map((o) => o.fromSentP99 ?? NaN)),
            fromSentMax: Math.max(...opens.map((o) => o.fromSentMax ?? NaN)),
            senderLagMax: Math.max(...opens.map((o) => o.senderLagMax ?? NaN)),
          },
        }
      : {}),
  };
}

/**
 * The route open-loop at half the capacity it has just shown, in the same round (issue 29):
 * steady-load.ts, evenly spaced, each request timed from when it was due.
 */
async function measureOpenLoop(
  server: ServerProcess,
  name: string,
  request: LoadRequest,
  capacity: number,
  dbCpuMs: () => Promise<number>,
): Promise<OpenLoopResult> {
  const rate = Math.max(1, Math.round(capacity * OPEN_LOOP_SHARE));
  const r = await measureRoute(server, name, { ...request, steadyRate: rate }, 0, dbCpuMs);
  return { ...r, rate };
}

async function measure(
  s: Settings,
  server: ServerProcess,
  limited: ServerProcess | null,
  dbCpuMs: () => Promise<number>,
  log: (line: string) => void,
) {
  const { token, loginEmails } = await server.seeded();
  const auth = { authorization: `Bearer ${token}` };
  const base = server.base;
  const design = await findDesign(base, token);
  const common = { connections: s.connections, seconds: s.seconds };
  const runs = (part: string) => s.only.includes(part);
  /** `open`: the route is also run open-loop at half its capacity, every round (issue 29). */
  const routes: { name: string; request: LoadRequest; on?: ServerProcess; open?: boolean }[] = [
    { name: 'raw GET /api/health', request: { ...common, url: `${base}${API.health}` } },
  ];
  const openLoop = runs('open');
  if (runs('floor')) {
    // Signed in, as the reads are: the session comes from the app's cache, not the database.
    const request = { ...common, url: `${base}${ROUND_TRIP_PATH}`, headers: auth };
    routes.push({ name: FLOOR_ROUTE, request });
  }
  if (runs('history')) {
    const history = (origin: string): LoadRequest => ({
      ...common,
      url: `${origin}${API.exerciseHistory}?limit=20`,
      headers: auth,
      // Many people, each well under the limit, so the limited server counts and admits.
      ...(limited ? { vary: { kind: 'addresses' as const, count: 256 } } : {}),
    });
    const name = limited ? 'history list, limit off' : 'history list (20 of 500)';
    routes.push({ name, request: history(base), open: openLoop });
    if (limited) {
      routes.push({
        name: 'history list, limit on',
        request: history(limited.base),
        on: limited,
        open: openLoop,
      });
    }
  }
  if (runs('search')) {
    const request = { ...common, url: design.url, headers: auth };
    routes.push({ name: 'design search (EXERCISE)', request, open: openLoop });
  }
  if (runs('play')) {
    routes.push({
      name: 'record a play (update-history)',
      request: {
        ...common,
        url: `${base}${API.updateHistory}`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ exercise_id: design.exerciseId }),
      },
    });
  }
  const rounds: RouteResult[][] = [];
  for (let k = 1; k <= s.rounds; k++) {
    const results: RouteResult[] = [];
    for (const { name, request, on = server, open } of routes) {
      // The limited server has not served the raw route: a longer warm-up, so its code is as
      // compiled (JIT) as the other's when it is measured. Later rounds run warm.
      const warmup = k > 1 ? 0 : on === server ? s.warmupSeconds : s.warmupSeconds + s.seconds;
      const r = await measureRoute(on, name, request, warmup, dbCpuMs);
      // The raw route runs first in every round and touches no database: its server's CPU is
      // the unit (issue 29).
      const rawCpuUs = (results[0] ?? r).serverCpuUs;
      const cpuOfRaw = round((r.serverCpuUs + (r.dbCpuUs ?? 0)) / Math.max(1, rawCpuUs), 2);
      const result: RouteResult = { ...r, fractionOfRaw: 0, cpuOfRaw };
      log(
        `  ${name} (round ${k}/${s.rounds}): ${r.reqPerSec.toFixed(0)} req/s, p50 ${r.p50} ms, ` +
          `p99 ${r.p99} ms, errors ${r.errors + r.timeouts}, non-2xx ${r.non2xx}, peak ` +
          `${r.peakRssMB} MB, CPU per request: server ${r.serverCpuUs} µs, PostgreSQL ` +
          `${r.dbCpuUs} µs = ${cpuOfRaw}× raw's`,
      );
      if (open) {
        const o = await measureOpenLoop(on, `${name}, open loop`, request, r.reqPerSec, dbCpuMs);
        result.open = o;
        log(
          `  ${name} open-loop at ${o.rate}/s (round ${k}/${s.rounds}): p50 ${o.p50} ms, ` +
            `p99 ${o.p99} ms (from sending ${o.fromSentP99} ms, in the server ${o.serverP99} ms), ` +
            `max ${o.max} ms (from sending ${o.fromSentMax} ms, in the server ${o.serverMax} ms), errors ${o.errors + o.timeouts}, non-2xx ` +
            `${o.non2xx}, CPU per request: server ${o.serverCpuUs} µs, PostgreSQL ${o.dbCpuUs} µs; ` +
            `longest stall: server's event loop ${o.eventLoopMax} ms, the sender's ` +
            `${o.senderLagMax ?? '?'} ms`,
        );
      }
      results.push(result);
    }
    const raw = results[0]!;
    for (const r of results) r.fractionOfRaw = round(r.reqPerSec / raw.reqPerSec, 3);
    rounds.push(results);
  }
  return {
    design: design.url.replace(base, ''),
    routes: routes.map((_, i) => medianResult(rounds.map((results) => results[i]!))),
    rounds,
    ...(runs('steady') ? await measureSteady(s, server, token, loginEmails, dbCpuMs, log) : {}),
  };
}

/** Logins flat out, then the history list at a steady rate alone and beside them. */
async function measureSteady(
  s: Settings,
  server: ServerProcess,
  token: string,
  loginEmails: string[],
  dbCpuMs: () => Promise<number>,
  log: (line: string) => void,
) {
  const auth = { authorization: `Bearer ${token}` };
  const base = server.base;
  // The history list at a steady rate alone, before the sign-in flood as well as after it:
  // what the flood leaves behind (its queue, threads, garbage) shows as the difference.
  const steady: LoadRequest = {
    url: `${base}${API.exerciseHistory}?limit=20`,
    connections: s.connections,
    seconds: s.seconds,
    headers: auth,
    steadyRate: s.steadyRate,
  };
  const steadyFirst = await measureRoute(server, `history at ${s.steadyRate}/s first`, steady, 0);
  log(
    `  history at ${s.steadyRate}/s before the sign-in flood: p50 ${steadyFirst.p50} ms, ` +
      `p99 ${steadyFirst.p99} ms, max ${steadyFirst.max} ms, server ${steadyFirst.serverCpuUs} µs ` +
      `a request`,
  );

  // Logins: argon2id bounds them; one hash alone, then the server flat out.
  const hashMs = await timeHash();
  const slots = Math.max(1, availableParallelism() - 1);
  const bound = (slots * 1000) / hashMs;
  const loginRequest: LoadRequest = {
    url: `${base}${API.login}`,
    connections: s.loginConnections,
    seconds: s.seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    vary: { kind: 'login', emails: loginEmails, password: 'Bench-Lantern-42!' },
  };
  const logins = await measureRoute(server, 'logins (flat out)', loginRequest, 2, dbCpuMs);
  log(
    `  logins: ${logins.reqPerSec.toFixed(1)}/s (bound ${bound.toFixed(0)}/s = ${slots} hashing ` +
      `thread(s) × 1000 / ${hashMs.toFixed(1)} ms), p99 ${logins.p99} ms, non-2xx ${logins.non2xx}`,
  );

  // The history list at a steady rate, alone and then with logins flat out beside it, once a
  // round; the aim reads the median round.
  const steadyAlone = await measureRoute(server, `history at ${s.steadyRate}/s`, steady, 0);
  const mixedRounds = [];
  for (let k = 1; k <= s.rounds; k++) {
    await server.eventLoop();
    server.resetPeak();
    const [history, logins] = await Promise.all([
      load(steady),
      load({ ...loginRequest, seconds: s.seconds }),
    ]);
    const loop = await server.eventLoop();
    mixedRounds.push({ history, logins, loop, peakRssMB: round(server.peakRssMB(), 1) });
    log(
      `  history at ${s.steadyRate}/s with logins flat out (round ${k}/${s.rounds}): ` +
        `${logins.reqPerSec.toFixed(1)} sign-ins/s, p99 ${history.p99} ms, max ${history.max} ms, ` +
        `server event-loop delay p99 ${loop.p99} ms`,
    );
  }
  const byP99 = [...mixedRounds].sort((a, b) => a.history.p99 - b.history.p99);
  const middle = byP99[(byP99.length - 1) >> 1]!;
  const steadyMixed = middle.history;
  const loginsMixed = middle.logins;
  log(
    `  history at ${s.steadyRate}/s: alone p99 ${steadyAlone.p99} ms (server ` +
      `${steadyAlone.serverCpuUs} µs a request); with logins flat out, the median round ` +
      `(${loginsMixed.reqPerSec.toFixed(1)}/s) p99 ${steadyMixed.p99} ms, max ${steadyMixed.max} ms, ` +
      `server event-loop delay p99 ${middle.loop.p99} ms`,
  );
  return {
    logins: {
      ...logins,
      hashMs: round(hashMs, 2),
      hashSlots: slots,
      boundPerSecond: round(bound, 1),
    },
    steady: {
      rate: s.steadyRate,
      first: steadyFirst,
      alone: steadyAlone,
      withLogins: { ...steadyMixed, eventLoopP99: middle.loop.p99, peakRssMB: middle.peakRssMB },
      loginsBeside: loginsMixed,
      withLoginsRounds: mixedRounds.map((r) => ({
        p99: r.history.p99,
        max: r.history.max,
        signInsPerSecond: round(r.logins.reqPerSec, 1),
        eventLoopP99: r.loop.p99,
      })),
    },
  };
}

export async function run(log: (line: string) => void = console.log) {
  const s = apiSettings();
  log(
    `api: autocannon -c ${s.connections} -d ${s.seconds} (after ${s.warmupSeconds} s warm-up), ` +
      `production app in its own process, PostgreSQL, log level ${s.logLevel} to /dev/null; ` +
      `parts: ${s.only.join(', ')}`,
  );
  const db = await createScratchDatabase(s.pgUrl, log);
  const dataDir = await mkdtemp(join(tmpdir(), 'resona-bench-api-'));
  const limitedDir = s.rateLimit ? await mkdtemp(join(tmpdir(), 'resona-bench-api-')) : null;
  let server: ServerProcess | null = null;
  let limited: ServerProcess | null = null;
  try {
    server = await startServer({ database: db.url, dataDir, port: s.port, logLevel: s.logLevel });
    if (limitedDir) {
      limited = await startServer({
        database: db.url,
        dataDir: limitedDir,
        port: 0,
        logLevel: s.logLevel,
        env: { BENCH_SERVER_RATE_LIMIT: 'on', BENCH_SERVER_SEED: 'off' },
      });
    }
    const dbName = new URL(db.url).pathname.slice(1);
    const m = await measure(s, server, limited, () => postgresCpuMs(s.pgUrl, dbName), log);
    log('');
    log(
      `Load (autocannon -c ${s.connections} -d ${s.seconds}; the median of ${s.rounds} ` +
        `round(s), each ratio to its round's raw figure; latency ms; peak = server RSS):`,
    );
    printRoutes(m.routes, log);
    log(
      `CPU per request against raw's ((server + PostgreSQL) ÷ raw's server, each round's own), ` +
        `and open loop at ${OPEN_LOOP_SHARE * 100} % of the round's req/s (latency ms):`,
    );
    printCosts(m.routes, log);
    const raw = m.routes[0]!;
    const errors = (r: LoadFigures) => r.errors + r.timeouts + r.non2xx;
    const runsOf = (r: RouteResult): LoadFigures[] => (r.open ? [r, r.open] : [r]);
    const floor = m.routes.find((r) => r.name === FLOOR_ROUTE);
    const perRoute = m.routes.flatMap((r) => {
      const search = r.name.startsWith('design search');
      if (!search && !r.name.startsWith('history list')) return [];
      const label = search ? 'design search' : r.name.includes(',') ? r.name : 'history list';
      // The design search is what /home asks first (issue 17).
      const share = search ? 0.15 : 0.25;
      return [
        {
          what: `${label}: req/s ≥ ${share * 100} % of raw's`,
          value: `${(r.fractionOfRaw * 100).toFixed(1)} %`,
          met: r.fractionOfRaw >= share,
        },
        {
          what: `${label}: CPU per request ≤ ${CPU_OF_RAW_AIM}× raw's`,
          value:
            `${r.cpuOfRaw?.toFixed(2)}× (${Math.round(r.serverCpuUs)} + ` +
            `${Math.round(r.dbCpuUs ?? 0)} µs; raw ${Math.round(raw.serverCpuUs)} µs)`,
          met: (r.cpuOfRaw ?? Infinity) <= CPU_OF_RAW_AIM,
        },
        ...(floor
          ? [
              {
                what: `${label}: CPU per request ≤ ${OF_FLOOR_AIM}× the floor's (decision 107)`,
                value:
                  `${ofFloor(r, floor).toFixed(2)}× (floor ` +
                  `${Math.round(floor.serverCpuUs)} + ${Math.round(floor.dbCpuUs ?? 0)} µs)`,
                met: ofFloor(r, floor) <= OF_FLOOR_AIM,
              },
            ]
          : []),
        ...(r.open
          ? [
              {
                what: `${label}: p99 open-loop at ½ capacity in the server ≤ ${OPEN_LOOP_P99_AIM_MS} ms`,
                value:
                  `${r.open.serverP99.toFixed(1)} ms at ${Math.round(r.open.rate)}/s (max ` +
                  `${r.open.serverMax.toFixed(1)} ms, its event loop late ${r.open.eventLoopMax} ms ` +
                  `at most; as the generator saw it, from due: p99 ${r.open.p99.toFixed(1)} ms, ` +
                  `from sending ${r.open.fromSentP99?.toFixed(1)} ms, the generator stalled ` +
                  `${r.open.senderLagMax} ms at most)`,
                met: r.open.serverP99 <= OPEN_LOOP_P99_AIM_MS,
              },
            ]
          : []),
      ];
    });
    const aims = [
      ...perRoute,
      {
        what: 'zero errors on every route, open loops included',
        value: String(m.routes.flatMap(runsOf).reduce((n, r) => n + errors(r), 0)),
        met: m.routes.flatMap(runsOf).every((r) => errors(r) === 0),
      },
      ...(m.logins && m.steady
        ? [
            {
              what: `logins/s vs the argon2id bound (${m.logins.boundPerSecond}/s)`,
              value: `${m.logins.reqPerSec.toFixed(1)}/s`,
              met: m.logins.non2xx === 0,
            },
            {
              what: `history p99 at ${s.steadyRate}/s with logins flat out ≤ 25 ms`,
              value:
                `${m.steady.withLogins.p99} ms (alone ${m.steady.alone.p99} ms; ` +
                `${m.steady.loginsBeside.reqPerSec.toFixed(1)} sign-ins/s beside)`,
              met: m.steady.withLogins.p99 <= 25 && m.steady.loginsBeside.non2xx === 0,
            },
          ]
        : []),
    ];
    log(`Aims (the median of ${s.rounds} round(s)):`);
    for (const a of aims) log(`  ${a.met ? 'MET ' : 'MISS'} ${pad(a.what, 62)} ${a.value}`);
    return { settings: { ...s, pgUrl: s.pgUrl.replace(/\/\/[^@/]*@/, '//…@') }, ...m, aims };
  } finally {
    await limited?.stop();
    await server?.stop();
    if (limitedDir) await rm(limitedDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
    await db.drop();
  }
}
