import { afterAll, describe, expect, it } from 'vitest';
import { API } from '@resona/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { rateLimits } from './db/schema/index.ts';
import { MINUTE, sweepRateLimits } from './core/rate-limit.ts';
import { createTestApp } from './test/app.ts';

const { app, db, clock } = await createTestApp({ generalRateLimit: true });
// The windows are whole minutes: start at the beginning of one, so no test's requests straddle two.
clock.advance(MINUTE - (clock.now().getTime() % MINUTE));

// A second server on the same database, as a second process behind a proxy would be.
const other = await buildApp({
  deps: { db, config: app.deps.config, now: clock.now, mailer: { send: async () => {} } },
  logger: false,
});
await other.ready();
afterAll(() => other.close());

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

  it('starts afresh in the next minute, and the sweep deletes the windows that are over', async () => {
    for (let i = 0; i < 101; i++) await write(app, '10.9.0.5');
    expect((await write(app, '10.9.0.5')).statusCode).toBe(429);
    clock.advance(MINUTE);
    expect((await write(app, '10.9.0.5')).statusCode).toBe(401);

    const windows = async () => {
      const rows = await db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(sql`${rateLimits.key} LIKE 'requests:write:10.9.0.5@%'`);
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
