import { describe, expect, it } from 'vitest';
import { API } from '@resona/contract';
import { createTestApp } from './test/app.ts';

const { app } = await createTestApp({ generalRateLimit: true });

describe('the per-address limit on every call', () => {
  it('counts reads apart from writes, so browsing never uses up the writes', async () => {
    const address = '10.9.0.1';
    for (let i = 0; i < 150; i++) {
      await app.inject({ method: 'GET', url: API.health, remoteAddress: address });
    }
    const write = await app.inject({
      method: 'PATCH',
      url: API.resetPassword,
      payload: { email: 'someone@example.com' },
      remoteAddress: address,
    });
    expect(write.statusCode).toBe(200);
  });

  it('refuses the 101st write in a minute with TOO_MANY_REQUESTS', async () => {
    // Signed out, every write is refused with 401 until the limiter answers first.
    const write = () =>
      app.inject({ method: 'POST', url: API.setUserSpeed, payload: {}, remoteAddress: '10.9.0.2' });
    for (let i = 0; i < 100; i++) expect((await write()).statusCode).toBe(401);
    const refused = await write();
    expect(refused.json()).toMatchObject({
      data: { error_type: 'TOO_MANY_REQUESTS', status_code: 429 },
    });
  });
});
