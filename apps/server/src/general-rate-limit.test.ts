import { afterAll, describe, expect, it } from 'vitest';
import { API } from '@resona/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { requestCounts } from './db/schema/index.ts';
import { MINUTE, sweepRateLimits } from './core/rate-limit.ts';
import { createTestApp } from './test/app.ts';

const { app, db, clock } = await createTestApp({ generalRateLimit: true });
// The windows are whole minutes: start at the beginning of one, so no test's requests straddle two.
clock.advance(MINUTE - (clock.now().getTime() % MINUTE));

// A second and a third server on the same database, as processes behind a proxy would be.
const another = async () => {
  const server = await buildApp({
    deps: { db, config: app.deps.config, now: clock.now, mailer: { send: async () => {} } },
    logger: false,
  });
  await server.ready();
  afterAll(() => server.close());
  return server;
};
const other = await another();
const third = await another();

/** A write nobody is signed in for: refused with 401 until the limiter answers first. */
const write = (server: typeof app, remoteAddress: string) =>
  server.inject({ method: 'POST', url: API.setUserSpeed, payload: {}, remoteAddress });

describe('the per-address limit on every call', () => {
  it('counts reads apart from writes, so browsing never uses up the writes', async () => {
    const address = '10.9.0.1';
    for (let i = 0; i < 150; i++) {
      await app.inject({ method: 'GET', url: API.health, remoteAddress: address });
    }
    const reset = await app.inject({
      method: 'PATCH',
      url: API.resetPassword,
      payload: { email: 'someone@example.com' },
      remoteAddress: address,
    });
    expect(reset.statusCode).toBe(200);
  });

  it('refuses the 101st write in a minute with TOO_MANY_REQUESTS and says when to retry', async () => {
    for (let i = 0; i < 100; i++) expect((await write(app, '10.9.0.2')).statusCode).toBe(401);
    const refused = await write(app, '10.9.0.2');
    expect(refused.json()).toMatchObject({
      data: { error_type: 'TOO_MANY_REQUESTS', status_code: 429 },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts requests the body validation refuses', async () => {
    // Open to everyone (a beacon carries its token in the body), so the body is validated.
    const malformed = () =>
      app.inject({
        method: 'POST',
        url: API.updateVideoViews,
        payload: { video_views_id: 'not a number' },
        remoteAddress: '10.9.0.3',
      });
    for (let i = 0; i < 100; i++) expect((await malformed()).statusCode).toBe(400);
    expect((await malformed()).statusCode).toBe(429);
  });

  it('is one limit for two servers on one database', async () => {
    for (let i = 0; i < 100; i++) {
      const server = i % 2 === 0 ? app : other;
      expect((await write(server, '10.9.0.4')).statusCode).toBe(401);
    }
    expect((await write(other, '10.9.0.4')).statusCode).toBe(429);
    expect((await write(app, '10.9.0.4')).statusCode).toBe(429);
  });

  it('counts reads on each server and adds them within a flush: no server lets the 1001st through', async () => {
    const read = (server: typeof app) =>
      server.inject({ method: 'GET', url: API.health, remoteAddress: '10.9.0.6' });
    for (let i = 0; i < 1000; i++) {
      expect((await read(i % 2 === 0 ? app : other)).statusCode).toBe(200);
    }
    // Instead of waiting for the timer (every 100 ms): the first adds its 500, the second its
    // 500 and learns 1000; the first, with nothing pending, reads the key back (past half its
    // limit) and learns 1000 too.
    await app.requestCounts!.flush();
    await other.requestCounts!.flush();
    await app.requestCounts!.flush();
    const [row] = await db
      .select({ count: requestCounts.count })
      .from(requestCounts)
      .where(sql`${requestCounts.key} LIKE 'requests:read:10.9.0.6@%'`);
    expect(row!.count).toBe(1000);
    expect((await read(app)).statusCode).toBe(429);
    expect((await read(other)).statusCode).toBe(429);
    // A server that has not seen the address this minute asks the database at its first read.
    expect((await read(third)).statusCode).toBe(429);
  });

  it('starts afresh in the next minute, and the sweep deletes the windows that are over', async () => {
    for (let i = 0; i < 101; i++) await write(app, '10.9.0.5');
    expect((await write(app, '10.9.0.5')).statusCode).toBe(429);
    clock.advance(MINUTE);
    expect((await write(app, '10.9.0.5')).statusCode).toBe(401);

    const windows = async () => {
      const rows = await db
        .select({ key: requestCounts.key })
        .from(requestCounts)
        .where(sql`${requestCounts.key} LIKE 'requests:write:10.9.0.5@%'`);
      return rows.length;
    };
    expect(await windows()).toBe(2);
    await sweepRateLimits(db, clock.now());
    expect(await windows()).toBe(2);
    clock.advance(2 * MINUTE);
    await sweepRateLimits(db, clock.now());
    expect(await windows()).toBe(0);
  });
});
