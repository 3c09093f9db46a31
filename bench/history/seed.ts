import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedReferenceData } from '../../apps/server/src/db/seed/index.ts';

/**
 * The bench database: a fresh `resona_bench_<random>` on the server BENCH_PG_URL names, migrated
 * and seeded with the reference data exactly as the server does at start, then filled with
 * users and history rows in SQL (generate_series). Dropped again by `drop()`, whatever happened.
 */

export interface SeedPlan {
  users: number;
  rowsA: number;
  rowsB: number;
  rowsOther: number;
  /** The histories all end at this instant and reach back `spanDays`. */
  end: string;
  spanDays: number;
}

export interface BenchDatabase {
  name: string;
  url: string;
  handle: DatabaseHandle;
  /** A plain client on the bench database for seeding, EXPLAIN and timings. */
  client: pg.Client;
  drop(): Promise<void>;
}

async function admin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database; the caller must call drop() in a finally, even when this throws. */
export async function createBenchDatabase(
  baseUrl: string,
  poolSize: number,
  log: (line: string) => void,
): Promise<BenchDatabase> {
  const name = `resona_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle | null = null;
  let client: pg.Client | null = null;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await client?.end().catch(() => {});
    await handle?.close().catch(() => {});
    // pool.end() resolves before the server has seen every connection go; FORCE would then
    // terminate them under the pool (harmless, but noisy).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await admin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    log(`database ${name} dropped`);
  };
  await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  log(`database ${name} created`);
  try {
    handle = await openPostgres(url.toString(), poolSize);
    await migrate(handle);
    await seedReferenceData(handle.db);
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, url: url.toString(), handle, client, drop };
}

export interface SeedResult {
  userA: number;
  userB: number;
  exercises: number;
  totalRows: number;
  seconds: { users: number; rows: number; indexes: number; vacuumAnalyze: number };
  sizes: { tableMB: number; keysetIndexMB: number };
}

const since = (t0: number) => (performance.now() - t0) / 1000;

export async function seedHistory(
  client: pg.Client,
  plan: SeedPlan,
  log: (line: string) => void,
): Promise<SeedResult> {
  await client.query(`SET work_mem = '256MB'`);
  await client.query(`SET maintenance_work_mem = '512MB'`);

  const { rows: ex } = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM exercises',
  );
  const exercises = ex[0]!.n;
  if (exercises === 0) throw new Error('No exercises after seedReferenceData');

  let t0 = performance.now();
  await client.query(
    `INSERT INTO users (email, is_verified)
     SELECT 'bench-' || g || '@bench.invalid', true FROM generate_series(1, $1::int) g`,
    [plan.users],
  );
  const { rows: ab } = await client.query<{ id: number }>(
    `SELECT id FROM users WHERE email IN ('bench-1@bench.invalid', 'bench-2@bench.invalid')
     ORDER BY email`,
  );
  const userA = ab[0]!.id;
  const userB = ab[1]!.id;
  const usersSeconds = since(t0);

  // Bulk load: the secondary indexes are dropped and built again afterwards (as their own
  // definitions, read from the catalogue), and FK triggers are skipped for this session; every
  // row references a real user and a real exercise anyway.
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes
     WHERE schemaname = 'public' AND tablename = 'exercise_history'
       AND indexname <> 'exercise_history_pkey'`,
  );
  if (!indexes.some((i) => i.name === 'exercise_history_user_keyset_idx')) {
    throw new Error('exercise_history_user_keyset_idx not found after migration');
  }
  for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);

  // Every user's history spans the same period, one play every span/rows, in a different phase
  // per user (so timestamps carry microseconds and do not tie across users). Rows go in in time
  // order, users interleaved, as a live table fills: a user's rows are spread over the heap.
  t0 = performance.now();
  await client.query(`SET session_replication_role = replica`);
  const inserted = await client.query(
    `WITH per_user AS (
       SELECT id,
              CASE WHEN id = $1::int THEN $3::int WHEN id = $2::int THEN $4::int ELSE $5::int END
                AS n
       FROM users WHERE email LIKE 'bench-%@bench.invalid'
     ), ex AS (
       SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS len FROM exercises
     )
     INSERT INTO exercise_history (user_id, exercise_id, created_at, duration_seconds)
     SELECT p.id,
            ex.ids[1 + ((g + p.id) % ex.len)],
            $6::timestamptz
              - make_interval(secs => (g - 1 + (p.id % 1000) / 1000.0) * ($7::float8 / p.n)),
            300 + (g % 7) * 60
     FROM per_user p CROSS JOIN ex CROSS JOIN LATERAL generate_series(1, p.n) g
     WHERE p.n > 0
     ORDER BY 3`,
    [userA, userB, plan.rowsA, plan.rowsB, plan.rowsOther, plan.end, plan.spanDays * 86_400],
  );
  await client.query(`SET session_replication_role = DEFAULT`);
  const rowsSeconds = since(t0);
  const totalRows = inserted.rowCount ?? 0;
  log(`  ${totalRows.toLocaleString('en')} history rows inserted in ${rowsSeconds.toFixed(1)} s`);

  t0 = performance.now();
  for (const i of indexes) await client.query(i.def);
  const indexSeconds = since(t0);
  log(`  indexes (${indexes.map((i) => i.name).join(', ')}) built in ${indexSeconds.toFixed(1)} s`);

  t0 = performance.now();
  await client.query('VACUUM (ANALYZE)');
  const vacuumSeconds = since(t0);
  log(`  VACUUM (ANALYZE) in ${vacuumSeconds.toFixed(1)} s`);

  const { rows: sizes } = await client.query<{ table: string; idx: string }>(
    `SELECT pg_total_relation_size('exercise_history')::text AS table,
            pg_relation_size('exercise_history_user_keyset_idx')::text AS idx`,
  );
  const mb = (bytes: string) => Math.round(Number(bytes) / 1024 / 102.4) / 10;
  return {
    userA,
    userB,
    exercises,
    totalRows,
    seconds: {
      users: usersSeconds,
      rows: rowsSeconds,
      indexes: indexSeconds,
      vacuumAnalyze: vacuumSeconds,
    },
    sizes: { tableMB: mb(sizes[0]!.table), keysetIndexMB: mb(sizes[0]!.idx) },
  };
}
