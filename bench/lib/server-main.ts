import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config.ts';
import {
  openEmbedded,
  openPostgres,
  type DatabaseHandle,
} from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedReferenceData } from '../../apps/server/src/db/seed/index.ts';
import { users } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/features/auth/passwords.ts';
import { createSession } from '../../apps/server/src/core/session-queries.ts';
import { loggerOptions } from '../../apps/server/src/lib/logger.ts';
import { seedDemoAccount } from '../../apps/server/src/db/seed/demo.ts';
import {
  HEAP_GROWING_PERCENT,
  keepHeapNearLiveSize,
} from '../../apps/server/src/lib/heap-growth.ts';
import { ROUND_TRIP_PATH } from './bench-routes.ts';

/**
 * The bench server process (started by server-process.ts): the real app in production mode,
 * with the production logger at BENCH_SERVER_LOG_LEVEL written to /dev/null. The one difference
 * from main.ts: the per-address general rate limit is off (the load generator is one address)
 * unless BENCH_SERVER_RATE_LIMIT=on. It seeds its own bench rows (the embedded database's data
 * directory belongs to one process), unless BENCH_SERVER_SEED=off (a second server on a database the
 * first seeded), and answers the parent over IPC.
 */

export const BENCH_PASSWORD = 'Bench-Lantern-42!';
export const LOGIN_USERS = 200;
export const HISTORY_ROWS = 500;

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

async function open(database: string, dataDir: string): Promise<DatabaseHandle> {
  if (database.startsWith('postgres')) return openPostgres(database);
  if (database === 'embedded') return openEmbedded(dataDir);
  throw new Error(`unknown database ${database}`);
}

/** A reader with HISTORY_ROWS plays and a session, and LOGIN_USERS accounts to sign in with. */
async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const [reader] = await db
    .insert(users)
    .values({ email: 'reader@bench.test', isVerified: true, passwordHash })
    .returning({ id: users.id });
  await db.insert(users).values(
    Array.from({ length: LOGIN_USERS }, (_, i) => ({
      email: `login-${i}@bench.test`,
      isVerified: true,
      passwordHash,
    })),
  );
  await db.execute(sql`
    INSERT INTO exercise_history (user_id, exercise_id, created_at, duration_seconds)
    SELECT ${reader!.id}::int, ex.ids[1 + (g % ex.len)],
           now() - make_interval(secs => g * 3600), 300
    FROM (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS len FROM exercises) ex,
         generate_series(1, ${HISTORY_ROWS}::int) g`);
  await db.execute(sql`ANALYZE`);
  const token = await createSession(db, { userId: reader!.id }, new Date());
  return {
    token,
    loginEmails: Array.from({ length: LOGIN_USERS }, (_, i) => `login-${i}@bench.test`),
  };
}

async function main() {
  // As main.ts does; BENCH_HEAP_GROWING_PERCENT=0 measures V8's own growth for comparison.
  keepHeapNearLiveSize(Number(process.env.BENCH_HEAP_GROWING_PERCENT ?? HEAP_GROWING_PERCENT));
  const database = env('BENCH_SERVER_DATABASE');
  const dataDir = env('BENCH_SERVER_DATA_DIR');
  const logLevel = env('BENCH_SERVER_LOG_LEVEL');
  const handle = await open(database, dataDir);
  await migrate(handle);
  await seedReferenceData(handle.db);
  const seeded =
    process.env.BENCH_SERVER_SEED === 'off'
      ? null
      : {
          ...(await seed(handle)),
          demo: await seedDemoAccount(handle.db, dataDir, hashPassword),
        };
  const config = parseConfig({
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    ...(database.startsWith('postgres') ? { DATABASE_URL: database } : {}),
    HOST: '127.0.0.1',
    PORT: env('BENCH_SERVER_PORT'),
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    BOT_CHECK: 'off',
    LOG_LEVEL: logLevel,
  });
  // BENCH_SERVER_WEB_DIST: the built web app to serve as well (the page-speed bench).
  if (process.env.BENCH_SERVER_WEB_DIST) config.webDist = process.env.BENCH_SERVER_WEB_DIST;
  const app = await buildApp({
    deps: { db: handle.db, config, now: () => new Date(), mailer: { send: async () => {} } },
    listen: handle.listen,
    logger: { ...(loggerOptions(logLevel) as object), file: '/dev/null' },
    generalRateLimit: process.env.BENCH_SERVER_RATE_LIMIT === 'on',
  });
  // The floor under every database read (the api bench): one prepared round trip to the
  // database through the app's pool, behind the same hooks as every route, and nothing else.
  app.get(ROUND_TRIP_PATH, async () => {
    await handle.pool.query({ name: 'bench_round_trip', text: 'SELECT 1' });
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  // The histogram holds the time between two runs of a 10 ms timer, so an idle loop reads 10 ms;
  // the figure reported is how late the timer ran, beyond its interval.
  const resolutionMs = 10;
  const delay = monitorEventLoopDelay({ resolution: resolutionMs });
  delay.enable();
  const lateMs = (ns: number) => Math.max(0, Math.round(ns / 1e4 - resolutionMs * 100) / 100);
  // Each request's time inside this process, from the moment Node has read its headers to the
  // moment its reply is handed to the kernel (µs): what the load generator's figures include
  // beyond it is the generator's own stalls and the scheduler's queue on a shared machine.
  const inServer = createHistogram();
  app.server.on('request', (_request, response) => {
    const t0 = performance.now();
    response.once('finish', () => {
      inServer.record(Math.max(1, Math.round((performance.now() - t0) * 1000)));
    });
  });
  const ms = (us: number) => Math.round(us / 10) / 100;
  process.on('message', (message: { type: string }) => {
    if (message.type === 'requests') {
      process.send!({
        type: 'requests',
        value: { p99: ms(inServer.percentile(99)), max: ms(inServer.max) },
      });
      inServer.reset();
    } else if (message.type === 'eventLoop') {
      process.send!({
        type: 'eventLoop',
        value: {
          p50: lateMs(delay.percentile(50)),
          p99: lateMs(delay.percentile(99)),
          max: lateMs(delay.max),
        },
      });
      delay.reset();
    } else if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ type: 'cpu', value: (user + system) / 1000 });
    } else if (message.type === 'seeded') {
      process.send!({ type: 'seeded', value: seeded });
    }
  });
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  });
  process.send!({ type: 'ready', value: port });
}

main().catch((error: unknown) => {
  console.error('bench server failed:', error);
  process.exit(1);
});
