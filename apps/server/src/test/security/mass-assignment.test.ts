import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp } from '../app.ts';
import { snapshotUserRows } from './owner-rows.ts';
import { freshAddress, makeOwnerContext, makePerson, ROUTE_CASES } from './route-cases.ts';
import { apiRoutes, fillPath } from './route-table.ts';

/**
 * Mass assignment (SECURITY.md): every write route, sent its valid call plus fields that try to
 * make the caller an admin, flip the verified and subscribed flags, or point at another user.
 * The database decides, not the reply: the caller's flags stay, the other user's rows stay.
 */
const t = await createTestApp();
const writes = apiRoutes(t.routes).filter((r) => r.method !== 'GET');
const admin = await makePerson(t, { role: 'admin' });

/** Field names a client might try, in the spellings of the spec, the database and the code. */
function intrusions(victimId: number) {
  return {
    role: 'admin',
    is_admin: 1,
    isAdmin: true,
    is_verified: 0,
    isVerified: false,
    verified_at: null,
    is_subscribe: 1,
    is_subscribed: 1,
    isSubscribed: true,
    user_id: victimId,
    userId: victimId,
    userid: victimId,
    userID: victimId,
    owner_id: victimId,
    user: { id: victimId, role: 'admin' },
  };
}

/** Routes whose own purpose is to change a flag tried here; that flag is not checked for them. */
const CHANGES_SUBSCRIPTION = new Set(['POST /api/v1/auth/finish-signup']);

describe('mass assignment', () => {
  it('finds the write routes', () => {
    expect(writes.length).toBeGreaterThan(30);
  });

  for (const route of writes) {
    const rule = ROUTE_CASES[route.key];
    if (!rule) continue; // the access matrix fails for an unclassified route

    it(route.key, async () => {
      const c = await makeOwnerContext(t);
      const victim = await makePerson(t);
      const before = await snapshotUserRows(t.db, victim.id);
      const call = rule.call(c);
      const extra = intrusions(victim.id);
      const bodies = [
        JSON.stringify({ ...(call.payload as object), ...extra }),
        // The same tried through the prototype: a parser that merged it would set them all.
        `{"__proto__":${JSON.stringify(extra)}${JSON.stringify(call.payload ?? {})
          .slice(1, -1)
          .replace(/^(?=.)/, ',')}}`,
      ];
      for (const body of bodies) {
        const query = new URLSearchParams(
          Object.entries({ ...call.query, role: 'admin', user_id: victim.id, is_subscribe: 1 }).map(
            ([k, v]) => [k, String(v)] as [string, string],
          ),
        );
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: `${fillPath(route.url, call.params)}?${query}`,
          headers: {
            'content-type': 'application/json',
            ...{
              public: {},
              optional: c.owner.auth,
              unverified: c.owner.auth,
              user: c.owner.auth,
              admin: admin.auth,
              study: admin.auth,
            }[rule.access],
          },
          payload: body,
          remoteAddress: freshAddress(),
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
      }

      const [owner] = await t.db.select().from(users).where(eq(users.id, c.owner.id));
      if (owner) {
        expect(owner.role).toBe('participant');
        expect(owner.isVerified).toBe(true);
        if (!CHANGES_SUBSCRIPTION.has(route.key)) expect(owner.isSubscribed).toBe(false);
      }
      // Accounts a public route may have made (sign-up) are plain participants too.
      const admins = await t.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins.map((u) => u.id)).toEqual([admin.id]);
      // A researcher's broadcast or whitelist reaches other people by design; nothing else may.
      if (rule.access !== 'admin' && rule.access !== 'study') {
        expect(await snapshotUserRows(t.db, victim.id)).toEqual(before);
      }
      expect(({} as Record<string, unknown>).role, 'Object.prototype polluted').toBeUndefined();
    });
  }
});
