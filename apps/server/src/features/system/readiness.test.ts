import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { API, MESSAGES, ZErrorReply, ZReadyResponse } from '@resona/contract';
import { buildApp } from '../../app.ts';
import { parseConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createTestApp } from '../../test/app.ts';
import { freePort } from '../../test/server-process.ts';
import { createReadinessCheck, journalMigrations } from './readiness.ts';

const { app, db } = await createTestApp();
// A second database, its migrations table dropped: as if never migrated.
const neverMigrated = await createTestApp();
await neverMigrated.db.execute(sql`DROP SCHEMA drizzle CASCADE`);
const expected = journalMigrations();

/** A database nobody answers for: a port with no server behind it. */
const nowhere = new pg.Pool({ host: '127.0.0.1', port: await freePort(), user: 'postgres' });
nowhere.on('error', () => {});
const unreachable = drizzle(nowhere) as unknown as Database;
afterAll(() => nowhere.end());

describe('GET /api/ready', () => {
  it('answers 200 when the database holds every migration of this build', async () => {
    const res = await app.inject({ method: 'GET', url: API.ready });
    expect(res.statusCode).toBe(200);
    expect(ZReadyResponse.parse(res.json()).data).toEqual({
      ready: true,
      migrations: expected.length,
    });
    expect(expected.length).toBeGreaterThan(0);
  });

  it('answers 503 NOT_READY with Retry-After, in the caller’s language, while a migration is missing', async () => {
    const newest = Math.max(...expected);
    const [row] = (
      (await db.execute(
        sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${newest} RETURNING hash`,
      )) as unknown as { rows: { hash: string }[] }
    ).rows;
    try {
      const res = await app.inject({
        method: 'GET',
        url: API.ready,
        headers: { 'device-language': 'de' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(ZErrorReply.parse(res.json()).data).toEqual({
        error_type: 'NOT_READY',
        status_code: 503,
        message: MESSAGES.de.notReady,
      });
    } finally {
      await db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${row!.hash}, ${newest})`,
      );
    }
    expect((await app.inject({ method: 'GET', url: API.ready })).statusCode).toBe(200);
  });

  it('answers 503 when the database cannot be reached, the per-address limit on', async () => {
    // The limit counts in the database: were readiness counted, it would fail there with a 500.
    const down = await buildApp({
      deps: {
        db: unreachable,
        config: parseConfig({ NODE_ENV: 'test', BOT_CHECK: 'off', LOG_LEVEL: 'silent' }),
        now: () => new Date(),
        mailer: { send: async () => {} },
      },
      logger: false,
      generalRateLimit: true,
    });
    try {
      const ready = await down.inject({ method: 'GET', url: API.ready });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ data: { error_type: 'NOT_READY' } });
    } finally {
      await down.close();
    }
  });
});

describe('the readiness check', () => {
  it('names what is wrong: an unreachable database, a database never migrated', async () => {
    expect(await createReadinessCheck(unreachable, { expected })()).toMatchObject({
      ready: false,
      reason: expect.stringMatching(/^database unreachable: /),
    });
    expect(await createReadinessCheck(neverMigrated.db, { expected })()).toEqual({
      ready: false,
      reason: 'no migration applied',
    });
  });

  it('is not ready when the database does not answer in time, and runs one check at a time', async () => {
    // A pool of one connection, held: the check waits for it until its time runs out.
    const pool = new pg.Pool({ ...poolConnection(), max: 1 });
    const held = await pool.connect();
    try {
      const readiness = createReadinessCheck(drizzle(pool) as unknown as Database, {
        expected,
        timeoutMs: 50,
      });
      const [first, second] = [readiness(), readiness()];
      expect(first).toBe(second);
      expect(await first).toEqual({ ready: false, reason: 'no answer within 50 ms' });
    } finally {
      held.release();
      await pool.end();
    }
  });
});

/** How the test app's own pool reaches its database. */
function poolConnection(): pg.PoolConfig {
  return (db as unknown as { $client: pg.Pool }).$client.options;
}
