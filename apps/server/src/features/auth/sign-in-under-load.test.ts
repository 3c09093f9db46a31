import { like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { API, MESSAGES } from '@resona/contract';
import { rateLimits } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildUser } from '../../test/factories.ts';
import { crashNextHashingTask, holdHashingThreads } from '../../test/hashing-threads.ts';
import { errorOf } from '../../test/http.ts';
import { HASHING_RETRY_AFTER_SECONDS, hashingThreads } from './hashing-threads.ts';

const { app, db } = await createTestApp();

// Every sign-in comes from an address of its own, so no per-address limit is what refuses it.
let addresses = 0;
const login = (payload: object) =>
  app.inject({
    method: 'POST',
    url: API.login,
    payload,
    remoteAddress: `10.77.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`,
  });

function expectBusy(res: Awaited<ReturnType<typeof login>>) {
  expect(errorOf(res)).toMatchObject({
    status: 503,
    type: 'SERVER_BUSY',
    message: MESSAGES.en.serverBusy,
  });
  expect(res.headers['retry-after']).toBe(String(HASHING_RETRY_AFTER_SECONDS));
}

/** The failed-attempt counters of the lock-out (login-lockout.ts), by key. */
async function failureCounts() {
  const rows = await db.select().from(rateLimits).where(like(rateLimits.key, 'login-fail:%'));
  return rows.map((row) => row.count);
}

describe('sign-in when the hashing threads cannot take it', () => {
  it('refuses a flood beyond the queue with 503 and Retry-After, counting no failed attempt', async () => {
    const { user } = await buildUser(db);
    const threads = await holdHashingThreads();
    const { maxQueue } = hashingThreads.options;
    let answered = 0;
    const flood = Array.from({ length: maxQueue + 3 }, () =>
      login({ email: user.email, password: 'Wrong-Password-1!' }).finally(() => answered++),
    );
    // The queue fills and waits for the held threads; the three sign-ins past it are answered
    // at once.
    await vi.waitFor(() => expect(answered).toBe(3), { timeout: 15_000 });
    expect(hashingThreads.queueSize).toBe(maxQueue);
    await threads.release();
    const replies = await Promise.all(flood);

    const refused = replies.filter((res) => res.statusCode === 503);
    expect(refused).toHaveLength(3);
    refused.forEach(expectBusy);
    const checked = replies.filter((res) => errorOf(res).type === 'INVALID_CREDENTIALS');
    expect(checked).toHaveLength(maxQueue);
    // One counter per client address and one for the address typed, each counting only the
    // sign-ins whose password was checked and wrong.
    const counts = await failureCounts();
    expect(counts.filter((count) => count === 1)).toHaveLength(maxQueue);
    expect(counts).toContain(maxQueue);
    expect(counts).toHaveLength(maxQueue + 1);
  });

  it('answers 503, not "wrong password", when the thread dies mid-hash, and recovers', async () => {
    const { user, password } = await buildUser(db);
    const before = await failureCounts();
    crashNextHashingTask();
    expectBusy(await login({ email: user.email, password: 'Wrong-Password-1!' }));
    crashNextHashingTask();
    expectBusy(await login({ email: user.email, password }));
    expect(await failureCounts()).toEqual(before);

    // A new thread takes the next sign-in.
    expect((await login({ email: user.email, password })).statusCode).toBe(200);
  });
});
