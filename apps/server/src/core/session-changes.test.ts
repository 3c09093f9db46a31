import { describe, expect, it } from 'vitest';
import { API } from '@resona/contract';
import { runAdminCommand } from '../cli/admin-role.ts';
import { hashToken } from '../lib/tokens.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { buildSignedInUser, GOOD_PASSWORD } from '../test/factories.ts';
import { post } from '../features/sessions/test-helpers.ts';
import { createSession } from './session-queries.ts';

/**
 * Two servers on one database (decision 064): what one server changes about a user or their
 * sessions is refused by the other within 100 ms, although the other has just cached the session.
 */
const a = await createTestApp();
const b = await createTestApp({ sharedWith: a });
const REFUSED_WITHIN_MS = 100;

/** Signed in, and the session seen (and cached) by server B. */
async function seenByB(
  url: string = API.profileInfo,
  role: 'participant' | 'admin' = 'participant',
) {
  // A researcher signs in with a second factor, or the console refuses them (issue 32).
  const me = await buildSignedInUser(a.db, a.clock.now(), { role, secondFactor: role === 'admin' });
  const res = await b.app.inject({ method: 'GET', url, headers: me.auth });
  expect(res.statusCode).toBe(200);
  expect(b.app.deps.sessionCache.get(hashToken(me.token))).toBeDefined();
  return me;
}

/**
 * Asks B until it refuses: how long after the change on A the first refused request was sent
 * (on a busy machine one request can take longer than the notification does to arrive).
 */
async function refusedByB(app: TestApp['app'], url: string, auth: Record<string, string>) {
  const changedAt = performance.now();
  for (;;) {
    const sentAt = performance.now() - changedAt;
    const res = await app.inject({ method: 'GET', url, headers: auth });
    if (res.statusCode !== 200 || sentAt > 2_000)
      return { status: res.statusCode, elapsed: sentAt };
  }
}

describe('two servers on one database', () => {
  it('a sign-out on one is refused by the other within 100 ms', async () => {
    const me = await seenByB();
    expect(
      (await a.app.inject({ method: 'GET', url: API.logout, headers: me.auth })).statusCode,
    ).toBe(200);
    const refused = await refusedByB(b.app, API.profileInfo, me.auth);
    expect(refused.status).toBe(400);
    expect(refused.elapsed).toBeLessThanOrEqual(REFUSED_WITHIN_MS);
  });

  it('a password change on one signs the other devices out on the other within 100 ms', async () => {
    const me = await buildSignedInUser(a.db, a.clock.now());
    const other = await createSession(a.db, { userId: me.user.id }, a.clock.now());
    const otherAuth = { authorization: `Bearer ${other}` };
    expect(
      (await b.app.inject({ method: 'GET', url: API.profileInfo, headers: otherAuth })).statusCode,
    ).toBe(200);
    const res = await post(
      a.app,
      API.changePassword,
      {
        old_password: GOOD_PASSWORD,
        new_password: 'Brand-new-lantern-7',
        confirm_password: 'Brand-new-lantern-7',
      },
      me.auth,
    );
    expect(res.statusCode).toBe(200);
    const refused = await refusedByB(b.app, API.profileInfo, otherAuth);
    expect(refused.status).toBe(400);
    expect(refused.elapsed).toBeLessThanOrEqual(REFUSED_WITHIN_MS);
  });

  it('a site administrator’s role revoked on one is refused by the other’s console within 100 ms', async () => {
    const me = await seenByB(API.adminEarlyAccess, 'admin');
    await runAdminCommand(a.db, { command: 'revoke', email: me.user.email.toLowerCase() });
    const refused = await refusedByB(b.app, API.adminEarlyAccess, me.auth);
    expect(refused.status).toBe(403);
    expect(refused.elapsed).toBeLessThanOrEqual(REFUSED_WITHIN_MS);
  });

  it('an account deleted on one is refused by the other within 100 ms', async () => {
    const me = await seenByB();
    const res = await post(a.app, API.deleteAccount, { password: GOOD_PASSWORD }, me.auth);
    expect(res.statusCode).toBe(200);
    const refused = await refusedByB(b.app, API.profileInfo, me.auth);
    expect(refused.status).toBe(400);
    expect(refused.elapsed).toBeLessThanOrEqual(REFUSED_WITHIN_MS);
  });
});
