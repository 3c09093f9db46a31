import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from './client.ts';
import { migrate } from './migrate.ts';
import { prepared } from './prepared.ts';
import { users } from './schema/index.ts';

/**
 * PGlite on its own thread, reached through node-postgres (decision 038): what the server, the
 * scripts and the bench use. Several pool connections share PGlite's one session. Once is
 * enough: the server-postgres project leaves this file out (vitest.config.ts).
 */
const dir = mkdtempSync(join(tmpdir(), 'resona-pglite-thread-'));
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openPglite(join(dir, 'pglite'), { poolSize: 3 });
  await migrate(handle);
});
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

const userById = () =>
  prepared(handle.db, 'test_user_by_id', (db) =>
    db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('test_user_by_id'),
  );

describe('PGlite on its own thread', () => {
  it('runs prepared statements on several connections at once', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ email: 'thread@example.test' })
      .returning({ id: users.id });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => userById().execute({ id: user!.id })),
    );
    expect(answers.every((rows) => rows[0]?.email === 'thread@example.test')).toBe(true);
  });

  it('keeps a transaction to itself: other connections wait until it ends', async () => {
    let committed = false;
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'inside@example.test' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      committed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, 'inside@example.test'));
    await transaction;
    expect(committed).toBe(true);
    expect(outside[0]!.n).toBe(1);
  });

  it('rolls back a failed transaction without touching the others', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'rolled-back@example.test' });
        await tx.execute(sql`select * from no_such_table`);
      }),
    ).rejects.toThrow();
    const rows = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'rolled-back@example.test'));
    expect(rows).toEqual([]);
  });

  it('goes on after an error, prepared statements too (the pool replaces the connection)', async () => {
    await expect(handle.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    await expect(handle.db.execute(sql`select 1/0`)).rejects.toThrow();
    const rows = await userById().execute({ id: -1 });
    expect(rows).toEqual([]);
  });

  it('closes cleanly: the data is there on the next open and the socket is gone', async () => {
    await handle.close();
    expect(readdirSync(dir)).toEqual(['pglite']);
    handle = await openPglite(join(dir, 'pglite'), { poolSize: 1 });
    const rows = await handle.db.select().from(users).where(eq(users.email, 'inside@example.test'));
    expect(rows).toHaveLength(1);
  });
});

describe('a connection idle inside a transaction on the PGlite thread', () => {
  it('is rolled back and closed after the time-out, and the others go on', async () => {
    const quick = await openPglite(undefined, { poolSize: 2, idleInTransactionMs: 300 });
    try {
      await migrate(quick);
      const stuck = new pg.Client(quick.connection);
      // The FATAL error first, then the closed connection.
      const ended = new Promise<Error>((resolve) => stuck.on('error', resolve));
      await stuck.connect();
      await stuck.query('BEGIN');
      await stuck.query(`INSERT INTO users (email) VALUES ('stuck@example.test')`);
      const started = performance.now();
      // Waits behind the open transaction until the thread ends it.
      const rows = await quick.db.select().from(users).where(eq(users.email, 'stuck@example.test'));
      expect(performance.now() - started).toBeGreaterThanOrEqual(250);
      expect(rows).toEqual([]);
      expect(await ended).toMatchObject({
        code: '25P03',
        message: 'terminating connection due to idle-in-transaction timeout',
      });
      await expect(stuck.query('SELECT 1')).rejects.toThrow();
    } finally {
      await quick.close();
    }
  });

  it('is left alone while it keeps working', async () => {
    const quick = await openPglite(undefined, { poolSize: 2, idleInTransactionMs: 300 });
    try {
      await migrate(quick);
      const count = await quick.db.transaction(async (tx) => {
        for (let i = 0; i < 5; i++) {
          await tx.insert(users).values({ email: `busy${i}@example.test` });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return tx.$count(users);
      });
      expect(count).toBe(5);
    } finally {
      await quick.close();
    }
  });
});
