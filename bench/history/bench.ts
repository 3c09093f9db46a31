import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { API } from '@resona/contract';
import { buildApp, type App } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config.ts';
import { createSession } from '../../apps/server/src/core/session-queries.ts';
import { historyPageQuery } from '../../apps/server/src/features/library/history/service.ts';
import { decodeCursor, encodeCursor } from '../../apps/server/src/features/library/keyset.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { loggerOptions } from '../../apps/server/src/lib/logger.ts';
import { load as runLoad, type LoadFigures } from '../lib/load.ts';
import { round } from '../lib/stats.ts';
import { createBenchDatabase, seedHistory, type BenchDatabase, type SeedResult } from './seed.ts';

/**
 * bench/history (issue 6): the history list of one user with 10 thousand rows (A) against one
 * with 1 million (B), among many users, through the real server in production mode on
 * PostgreSQL, with a raw route as the ceiling. See bench/README.md.
 */

function envInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be an integer ≥ ${min}`);
  }
  return value;
}

function settings() {
  const rowsB = envInt('BENCH_HISTORY_ROWS_B', 1_000_000);
  const limit = envInt('BENCH_HISTORY_LIMIT', 20);
  const s = {
    pgUrl: process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    users: envInt('BENCH_HISTORY_USERS', 1000, 2),
    rowsA: envInt('BENCH_HISTORY_ROWS_A', 10_000),
    rowsB,
    rowsOther: envInt('BENCH_HISTORY_ROWS_OTHER', 2000, 0),
    spanDays: envInt('BENCH_HISTORY_SPAN_DAYS', 365),
    limit,
    deepPages: envInt('BENCH_HISTORY_DEEP_PAGES', 50),
    nearEndRow: envInt('BENCH_HISTORY_NEAR_END_ROW', Math.round(rowsB * 0.99)),
    connections: envInt('BENCH_HISTORY_CONNECTIONS', 50),
    seconds: envInt('BENCH_HISTORY_SECONDS', 10),
    warmupSeconds: envInt('BENCH_HISTORY_WARMUP_SECONDS', 3, 0),
    pool: envInt('BENCH_HISTORY_POOL', 10),
    queryRuns: envInt('BENCH_HISTORY_QUERY_RUNS', 1000),
    logLevel: process.env.BENCH_HISTORY_LOG_LEVEL || 'info',
    /** The histories end here; fixed so runs are alike. */
    end: '2026-11-01T00:00:00Z',
  };
  if (s.nearEndRow + limit > s.rowsB) {
    throw new Error('BENCH_HISTORY_NEAR_END_ROW must leave at least one page of B after it');
  }
  if ((s.deepPages + 1) * limit > s.rowsA) {
    throw new Error('BENCH_HISTORY_DEEP_PAGES pages must fit in A (BENCH_HISTORY_ROWS_A)');
  }
  return s;
}
type Settings = ReturnType<typeof settings>;

interface Scenario {
  name: string;
  what: string;
  url: string;
  headers: Record<string, string>;
  /** For the database scenarios: whose page, and where it starts. */
  page?: { userId: number; cursor: string | null };
}

/** The report keeps the figures it always had; the status-code tally is left out. */
interface ScenarioResult extends Omit<LoadFigures, 'statusCodes'> {
  name: string;
  what: string;
}

interface PlanSummary {
  scenario: string;
  nodes: string[];
  index: string | null;
  sort: boolean;
  rows: number;
  sharedHit: number;
  sharedRead: number;
  planningMs: number;
  executionMs: number;
  text: string[];
}

interface QueryTiming {
  scenario: string;
  runs: number;
  p50: number;
  p99: number;
  max: number;
}

const HISTORY = API.exerciseHistory;

function percentile(sorted: readonly number[], p: number) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

interface HistoryBody {
  data?: {
    exercise_history_list?: { exerciseHistoryID: number }[];
    next_cursor?: string | null;
  };
}

async function getPage(base: string, token: string, cursor: string | null, limit: number) {
  const qs = new URLSearchParams({ limit: String(limit) });
  if (cursor) qs.set('cursor', cursor);
  const response = await fetch(`${base}${HISTORY}?${qs}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) {
    throw new Error(`GET ${HISTORY}: ${response.status} ${await response.text()}`);
  }
  const body = (await response.json()) as HistoryBody;
  return {
    ids: (body.data?.exercise_history_list ?? []).map((i) => i.exerciseHistoryID),
    next: body.data?.next_cursor ?? null,
  };
}

/** The cursor a client holds after `pages` pages: follows next_cursor through the real API. */
async function followCursor(base: string, token: string, pages: number, limit: number) {
  let cursor: string | null = null;
  for (let n = 0; n < pages; n++) {
    const page = await getPage(base, token, cursor, limit);
    if (!page.next) throw new Error(`history ended after ${n + 1} pages`);
    cursor = page.next;
  }
  return cursor!;
}

/** A cursor at the row `offset` rows deep in the user's newest-first history (as the API makes). */
async function cursorAtRow(client: pg.Client, userId: number, offset: number) {
  const { rows } = await client.query<{ at: string; id: number }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id
     FROM exercise_history WHERE user_id = $1
     ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
    [userId, offset - 1],
  );
  if (!rows[0]) throw new Error(`user ${userId} has fewer than ${offset} rows`);
  return encodeCursor(rows[0]);
}

/** What the rows behind a page should be, straight from SQL, to check the API's answer. */
async function expectedIds(client: pg.Client, userId: number, offset: number, limit: number) {
  const { rows } = await client.query<{ id: number }>(
    `SELECT id FROM exercise_history WHERE user_id = $1
     ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
    [userId, offset, limit],
  );
  return rows.map((r) => r.id);
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function explain(
  client: pg.Client,
  db: Database,
  scenario: string,
  userId: number,
  cursor: string | null,
  limit: number,
): Promise<PlanSummary> {
  // The very query the service sends, with its parameters.
  const query = historyPageQuery(db, userId, decodeCursor(cursor ?? undefined), limit).toSQL();
  const params = query.params as unknown[];
  for (let i = 0; i < 3; i++) await client.query(query.sql, params); // warm
  const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`,
    params,
  );
  const top = (rows[0]!['QUERY PLAN'] as Record<string, unknown>[])[0]!;
  const plan = top.Plan as PlanNode & Record<string, number>;
  const nodes: string[] = [];
  let index: string | null = null;
  const walk = (node: PlanNode) => {
    nodes.push(node['Node Type']);
    if (node['Index Name']) index ??= node['Index Name'];
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  const text = await client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`,
    params,
  );
  return {
    scenario,
    nodes,
    index,
    sort: nodes.some((n) => n.includes('Sort')),
    rows: plan['Actual Rows']!,
    sharedHit: plan['Shared Hit Blocks'] ?? 0,
    sharedRead: plan['Shared Read Blocks'] ?? 0,
    planningMs: top['Planning Time'] as number,
    executionMs: top['Execution Time'] as number,
    text: text.rows.map((r) => r['QUERY PLAN']),
  };
}

/** The page query alone over node-postgres, one at a time: the database's share of a request. */
async function timeQuery(
  db: Database,
  scenario: string,
  userId: number,
  cursor: string | null,
  limit: number,
  runs: number,
): Promise<QueryTiming> {
  const key = decodeCursor(cursor ?? undefined);
  for (let i = 0; i < 50; i++) await historyPageQuery(db, userId, key, limit);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await historyPageQuery(db, userId, key, limit);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    scenario,
    runs,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1)!),
  };
}

const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);
const fmt = (v: number, digits = 1) => v.toFixed(digits);

function printTable(results: ScenarioResult[], log: (line: string) => void) {
  log(
    `  ${pad('scenario', 22)}${lpad('req/s', 10)}${lpad('p50 ms', 9)}${lpad('p99 ms', 9)}` +
      `${lpad('max ms', 9)}${lpad('errors', 8)}${lpad('timeouts', 9)}${lpad('non-2xx', 9)}` +
      `${lpad('requests', 10)}`,
  );
  for (const r of results) {
    log(
      `  ${pad(r.name, 22)}${lpad(fmt(r.reqPerSec), 10)}${lpad(fmt(r.p50, 0), 9)}` +
        `${lpad(fmt(r.p99, 0), 9)}${lpad(fmt(r.max, 0), 9)}${lpad(String(r.errors), 8)}` +
        `${lpad(String(r.timeouts), 9)}${lpad(String(r.non2xx), 9)}${lpad(String(r.requests), 10)}`,
    );
  }
}

/** p99 divided; autocannon reports whole milliseconds, so a 0 is floored at 1 ms. */
const p99Ratio = (a: ScenarioResult, b: ScenarioResult) =>
  round(Math.max(a.p99, 1) / Math.max(b.p99, 1), 2);
const rpsRatio = (a: ScenarioResult, b: ScenarioResult) => round(a.reqPerSec / b.reqPerSec, 3);

async function measure(
  s: Settings,
  db: BenchDatabase,
  seed: SeedResult,
  log: (line: string) => void,
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'resona-bench-'));
  let app: App | null = null;
  try {
    const config = parseConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      DATABASE_URL: db.url,
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'http://127.0.0.1',
      DATA_DIR: dataDir,
      BOT_CHECK: 'off',
      LOG_LEVEL: s.logLevel,
    });
    app = await buildApp({
      deps: { db: db.handle.db, config, now: () => new Date(), mailer: { send: async () => {} } },
      listen: db.handle.listen,
      // The production logger (every request logged at info), written to /dev/null.
      logger: { ...(loggerOptions(s.logLevel) as object), file: '/dev/null' },
      // The per-address limiter (1000 reads a minute) would answer 429 to a load generator that
      // is one address; everything else is the production app.
      generalRateLimit: false,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    log(`server (production mode, in-process, pool ${s.pool}) on ${base}`);

    const now = new Date();
    const tokenA = await createSession(db.handle.db, { userId: seed.userA }, now);
    const tokenB = await createSession(db.handle.db, { userId: seed.userB }, now);
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });

    const deepA = await followCursor(base, tokenA, s.deepPages, s.limit);
    const deepB = await followCursor(base, tokenB, s.deepPages, s.limit);
    const nearEndB = await cursorAtRow(db.client, seed.userB, s.nearEndRow);
    const page = (cursor: string | null) =>
      `${base}${HISTORY}?limit=${s.limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const deepLabel = `page ${s.deepPages + 1}`;
    const scenarios: Scenario[] = [
      { name: 'raw /api/health', what: 'no database', url: `${base}${API.health}`, headers: {} },
      {
        name: 'A first page',
        what: `${s.rowsA} rows`,
        url: page(null),
        headers: auth(tokenA),
        page: { userId: seed.userA, cursor: null },
      },
      {
        name: 'B first page',
        what: `${s.rowsB} rows`,
        url: page(null),
        headers: auth(tokenB),
        page: { userId: seed.userB, cursor: null },
      },
      {
        name: `A ${deepLabel}`,
        what: `after ${s.deepPages * s.limit} rows`,
        url: page(deepA),
        headers: auth(tokenA),
        page: { userId: seed.userA, cursor: deepA },
      },
      {
        name: `B ${deepLabel}`,
        what: `after ${s.deepPages * s.limit} rows`,
        url: page(deepB),
        headers: auth(tokenB),
        page: { userId: seed.userB, cursor: deepB },
      },
      {
        name: 'B near the end',
        what: `after ${s.nearEndRow} rows`,
        url: page(nearEndB),
        headers: auth(tokenB),
        page: { userId: seed.userB, cursor: nearEndB },
      },
      {
        name: 'raw /api/health again',
        what: 'machine drift check',
        url: `${base}${API.health}`,
        headers: {},
      },
    ];

    // Each page is the right 20 rows (checked against SQL with OFFSET), before any load.
    const offsets: Record<string, number> = {
      'A first page': 0,
      'B first page': 0,
      [`A ${deepLabel}`]: s.deepPages * s.limit,
      [`B ${deepLabel}`]: s.deepPages * s.limit,
      'B near the end': s.nearEndRow,
    };
    for (const sc of scenarios) {
      if (!sc.page) continue;
      const token = sc.page.userId === seed.userA ? tokenA : tokenB;
      const got = await getPage(base, token, sc.page.cursor, s.limit);
      const want = await expectedIds(db.client, sc.page.userId, offsets[sc.name]!, s.limit);
      if (got.ids.length !== s.limit || got.ids.join() !== want.join() || !got.next) {
        throw new Error(`${sc.name}: the API's page differs from SQL's`);
      }
    }
    log(`pages checked against SQL (${s.limit} rows each, the right ones, a next cursor)`);

    const queryTimings: QueryTiming[] = [];
    for (const sc of scenarios) {
      if (!sc.page) continue;
      const { userId, cursor } = sc.page;
      queryTimings.push(
        await timeQuery(db.handle.db, sc.name, userId, cursor, s.limit, s.queryRuns),
      );
    }

    const results: ScenarioResult[] = [];
    for (const sc of scenarios) {
      const load = { url: sc.url, connections: s.connections, headers: sc.headers };
      if (s.warmupSeconds > 0) await runLoad({ ...load, seconds: s.warmupSeconds });
      const { statusCodes: _statusCodes, ...figures } = await runLoad({
        ...load,
        seconds: s.seconds,
      });
      results.push({ name: sc.name, what: sc.what, ...figures });
      log(
        `  ${pad(sc.name, 22)} ${fmt(figures.reqPerSec)} req/s, p50 ${figures.p50} ms, ` +
          `p99 ${figures.p99} ms, max ${figures.max} ms, errors ${figures.errors}` +
          (figures.non2xx ? `, non-2xx ${figures.non2xx}` : ''),
      );
    }

    const plans: PlanSummary[] = [];
    for (const sc of scenarios) {
      if (!sc.page) continue;
      const { userId, cursor } = sc.page;
      plans.push(await explain(db.client, db.handle.db, sc.name, userId, cursor, s.limit));
    }
    return { base, scenarios, results, queryTimings, plans };
  } finally {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function run(log: (line: string) => void = console.log) {
  const s = settings();
  const startedAt = performance.now();
  log(
    `history: ${s.users} users; A ${s.rowsA.toLocaleString('en')} rows, ` +
      `B ${s.rowsB.toLocaleString('en')} rows, ${s.rowsOther.toLocaleString('en')} for each other ` +
      `user; autocannon -c ${s.connections} -d ${s.seconds} after ${s.warmupSeconds} s warm-up`,
  );
  const db = await createBenchDatabase(s.pgUrl, s.pool, log);
  try {
    const { rows: version } = await db.client.query<{ v: string }>(
      `SELECT current_setting('server_version') AS v`,
    );
    const seed = await seedHistory(
      db.client,
      {
        users: s.users,
        rowsA: s.rowsA,
        rowsB: s.rowsB,
        rowsOther: s.rowsOther,
        end: s.end,
        spanDays: s.spanDays,
      },
      log,
    );
    log(
      `seeded ${seed.totalRows.toLocaleString('en')} rows (table ${seed.sizes.tableMB} MB with ` +
        `indexes, keyset index ${seed.sizes.keysetIndexMB} MB) over ${seed.exercises} exercises`,
    );

    const m = await measure(s, db, seed, log);
    const by = (name: string) => m.results.find((r) => r.name === name)!;
    const raw = by('raw /api/health');
    const a = by('A first page');
    const b = by('B first page');
    const deepLabel = `page ${s.deepPages + 1}`;
    const aDeep = by(`A ${deepLabel}`);
    const bDeep = by(`B ${deepLabel}`);
    const bEnd = by('B near the end');

    log('');
    log(`Load (autocannon -c ${s.connections} -d ${s.seconds}, loopback, same machine):`);
    printTable(m.results, log);

    const ratios = {
      'B first / A first': { p99: p99Ratio(b, a), reqPerSec: rpsRatio(b, a) },
      [`B ${deepLabel} / A ${deepLabel}`]: {
        p99: p99Ratio(bDeep, aDeep),
        reqPerSec: rpsRatio(bDeep, aDeep),
      },
      [`B ${deepLabel} / A first`]: { p99: p99Ratio(bDeep, a), reqPerSec: rpsRatio(bDeep, a) },
      'B near the end / A first': { p99: p99Ratio(bEnd, a), reqPerSec: rpsRatio(bEnd, a) },
      'B near the end / B first': { p99: p99Ratio(bEnd, b), reqPerSec: rpsRatio(bEnd, b) },
    };
    const vsRaw = Object.fromEntries(
      m.results
        .filter((r) => r !== raw)
        .map((r) => [r.name, { p99: p99Ratio(r, raw), reqPerSec: rpsRatio(r, raw) }]),
    );
    log('');
    log('Ratios (p99 ×, req/s ×):');
    for (const [name, r] of Object.entries(ratios)) {
      log(`  ${pad(name, 30)} p99 ×${fmt(r.p99, 2)}   req/s ×${fmt(r.reqPerSec, 3)}`);
    }
    // Issue 5 "Scale": the history list's p99 with 1 million rows over 10 thousand, aim ≤ 1.2.
    const scaleRatio = ratios['B first / A first'].p99;
    const aim = { what: 'p99 B first / A first ≤ 1.2', value: scaleRatio, met: scaleRatio <= 1.2 };
    log(
      `Aim: ${aim.met ? 'MET ' : 'MISS'} history p99 with ${s.rowsB.toLocaleString('en')} rows ÷ ` +
        `${s.rowsA.toLocaleString('en')} rows = ${fmt(scaleRatio, 2)} (aim ≤ 1.2; ` +
        `${b.p99} ms ÷ ${a.p99} ms)`,
    );
    log('Against the raw route (ceiling):');
    for (const [name, r] of Object.entries(vsRaw)) {
      log(`  ${pad(name, 30)} p99 ×${fmt(r.p99, 2)}   req/s ${fmt(r.reqPerSec * 100)} % of raw`);
    }

    log('');
    log(`Page query alone over node-postgres, sequential, ${s.queryRuns} runs (ms):`);
    for (const q of m.queryTimings) {
      log(
        `  ${pad(q.scenario, 22)} p50 ${fmt(q.p50, 3)}  p99 ${fmt(q.p99, 3)}  max ${fmt(q.max, 3)}`,
      );
    }

    log('');
    log('EXPLAIN (ANALYZE, BUFFERS) of the service query (warm):');
    for (const p of m.plans) {
      log(
        `  ${pad(p.scenario, 22)} ${p.nodes.join(' → ')} on ${p.index ?? '(no index)'}; ` +
          `sort: ${p.sort ? 'YES' : 'no'}; rows ${p.rows}; buffers hit ${p.sharedHit} ` +
          `read ${p.sharedRead}; planning ${fmt(p.planningMs, 3)} ms, execution ` +
          `${fmt(p.executionMs, 3)} ms`,
      );
    }
    for (const name of [`B ${deepLabel}`, 'B near the end']) {
      const p = m.plans.find((x) => x.scenario === name)!;
      log(`  plan of ${name}:`);
      for (const line of p.text) log(`    ${line}`);
    }

    const seconds = (performance.now() - startedAt) / 1000;
    log('');
    log(
      `history: total ${fmt(seconds, 0)} s (seeding ${fmt(
        seed.seconds.users + seed.seconds.rows + seed.seconds.indexes + seed.seconds.vacuumAnalyze,
      )} s)`,
    );

    return {
      settings: { ...s, pgUrl: s.pgUrl.replace(/\/\/[^@/]*@/, '//…@') },
      postgres: version[0]!.v,
      database: db.name,
      seed: {
        ...seed,
        seconds: Object.fromEntries(Object.entries(seed.seconds).map(([k, v]) => [k, round(v, 1)])),
      },
      load: m.results.map((r) => ({ ...r, reqPerSec: round(r.reqPerSec, 1) })),
      ratios,
      aim,
      vsRaw,
      query: m.queryTimings,
      plans: m.plans.map(({ text: _text, ...rest }) => ({
        ...rest,
        planningMs: round(rest.planningMs),
        executionMs: round(rest.executionMs),
      })),
      planText: Object.fromEntries(m.plans.map((p) => [p.scenario, p.text])),
      totalSeconds: round(seconds, 0),
    };
  } finally {
    await db.drop();
  }
}
