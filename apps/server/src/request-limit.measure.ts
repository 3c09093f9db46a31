/**
 * What the per-address limit costs a request, in this process and in PostgreSQL, with the limit
 * off and on, alternated (decision 081). A measurement, not a test (nothing is asserted):
 *   DATABASE_URL=postgres://… node --import tsx apps/server/src/request-limit.measure.ts [n]
 * 10 requests at a time through app.inject, GET /api/health from 256 client addresses.
 */
import pg from 'pg';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { openPostgres } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { createScratchPostgres } from './test/database.ts';

const n = Number(process.argv[2] ?? 6000);
const scratch = await createScratchPostgres('resona_limit_measure');
const handle = await openPostgres(scratch.url);
await migrate(handle);
const name = new URL(scratch.url).pathname.slice(1);
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
const ticks = Number((await import('node:child_process')).execSync('getconf CLK_TCK')) || 100;
const { readFileSync } = await import('node:fs');

/** CPU of this database's backends so far (ms), from /proc. */
async function backendsMs() {
  const { rows } = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1',
    [name],
  );
  let sum = 0;
  for (const { pid } of rows) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      sum += ((Number(f[11]) + Number(f[12])) * 1000) / ticks;
    } catch {
      // The backend ended between the two reads: its time is gone with it.
    }
  }
  return sum;
}

async function round(limit: boolean) {
  const app = await buildApp({
    deps: {
      db: handle.db,
      config: parseConfig({ NODE_ENV: 'production', BOT_CHECK: 'off', PAYMENT_PROVIDER: 'none' }),
      now: () => new Date(),
      mailer: { send: async () => {} },
    },
    logger: false,
    generalRateLimit: limit,
  });
  await app.ready();
  let next = 0;
  const run = async (count: number) => {
    const worker = async () => {
      while (next < count) {
        const i = next++;
        const res = await app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress: `10.200.0.${i % 256}`,
        });
        if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
  };
  await run(n / 2); // warm-up
  next = 0;
  const db0 = await backendsMs();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await run(n);
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const db1 = await backendsMs();
  await app.close();
  const us = (ms: number) => Math.round((ms * 1000) / n);
  console.log(
    `limit ${limit ? 'on ' : 'off'}: ${us(wall)} µs wall, ${us((cpu.user + cpu.system) / 1000)} µs ` +
      `server CPU, ${us(db1 - db0)} µs PostgreSQL CPU a request`,
  );
}

for (const limit of [false, true, false, true]) await round(limit);
await admin.end();
await handle.close();
await scratch.drop();
