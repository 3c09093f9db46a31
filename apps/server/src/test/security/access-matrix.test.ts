import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, ZErrorReply } from '@resona/contract';
import { sessions } from '../../db/schema/index.ts';
import { createSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../core/session-queries.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { buildSignedInUser } from '../factories.ts';
import { snapshotUserRows } from './owner-rows.ts';
import {
  freshAddress,
  makeOwnerContext,
  makePerson,
  ROUTE_CASES,
  type Call,
  type MatrixContext,
  type Person,
  type RouteCase,
} from './route-cases.ts';
import { apiRoutes, fillPath, type ApiRoute } from './route-table.ts';

/**
 * The access-control matrix (SECURITY.md): every API route the server registered × signed out,
 * the owner, another user, a revoked token, an expired token (idle and absolute), and a
 * participant on an admin route. The routes come from the app's own route table, so a route
 * added anywhere is checked here, and fails the suite until ROUTE_CASES classifies it.
 */
const t: TestApp = await createTestApp();
const routes = apiRoutes(t.routes);

type Headers = Record<string, string>;

function send(route: ApiRoute, call: Call, headers: Headers = {}) {
  const query = call.query
    ? `?${new URLSearchParams(Object.entries(call.query).map(([k, v]) => [k, String(v)] as [string, string]))}`
    : '';
  return t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url, call.params) + query,
    headers: { ...call.headers, ...headers },
    ...(route.method === 'GET' ? {} : { payload: (call.payload ?? {}) as Record<string, unknown> }),
    remoteAddress: freshAddress(),
  });
}

function errorType(res: { json: () => unknown }) {
  return ZErrorReply.parse(res.json()).data.error_type;
}

/** A token whose session row is gone: signed out elsewhere, or the account deleted. */
async function revokedToken(person: Person) {
  const token = await createSession(t.db, { userId: person.id }, t.clock.now());
  await t.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return token;
}

/**
 * A token past its expiry, as if the clock had moved on: idle (last seen 30 days ago) or
 * absolute (created 90 days ago, seen a minute ago). Made per use: expired rows go on sight.
 */
async function expiredToken(person: Person, kind: 'idle' | 'absolute') {
  const now = t.clock.now().getTime();
  const createdAt = new Date(
    now - (kind === 'idle' ? SESSION_IDLE_MS + 60_000 : SESSION_ABSOLUTE_MS + 60_000),
  );
  const token = await createSession(t.db, { userId: person.id }, createdAt);
  if (kind === 'absolute') {
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now - 60_000) })
      .where(eq(sessions.expiresAt, new Date(createdAt.getTime() + SESSION_ABSOLUTE_MS)));
  }
  return token;
}

const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

describe('the access-control matrix', () => {
  it('finds the routes of every feature in the route table', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => r.key)).toContain('GET /api/v1/library/exercise-history');
  });

  it('classifies every route the server has (a new route fails here until it is)', () => {
    const unclassified = routes.filter((r) => !ROUTE_CASES[r.key]).map((r) => r.key);
    expect(unclassified, 'add these to test/security/route-cases.ts').toEqual([]);
    const changed = routes
      .filter((r) => ROUTE_CASES[r.key] && ROUTE_CASES[r.key]!.access !== r.access)
      .map((r) => `${r.key}: route says ${r.access}, matrix says ${ROUTE_CASES[r.key]!.access}`);
    expect(changed).toEqual([]);
  });

  it('lists no route that the server no longer has', () => {
    const keys = new Set(routes.map((r) => r.key));
    expect(Object.keys(ROUTE_CASES).filter((key) => !keys.has(key))).toEqual([]);
  });

  const admin = makePerson(t, { role: 'admin' });

  for (const route of routes) {
    const rule: RouteCase | undefined = ROUTE_CASES[route.key];
    if (!rule) continue;
    const signedIn = ['user', 'unverified', 'admin', 'study'].includes(rule.access);

    it(`${route.key} (${rule.access})`, async () => {
      const c: MatrixContext = await makeOwnerContext(t);
      // A fresh call each time: some carry values that can be used once (a new address).
      const call = () => rule.call(c);

      // Signed out.
      const out = await send(route, call());
      expect(out.statusCode, 'signed out').toBeLessThan(500);
      if (signedIn) {
        expect(out.statusCode, 'signed out').toBe(401);
        expect(errorType(out)).toBe('UNAUTHORIZED');
      } else if (rule.access === 'public') {
        expect([401, 403], 'signed out on a public route').not.toContain(out.statusCode);
      }

      // Dead tokens: revoked, and expired both ways. A signed-in route refuses each before
      // doing anything; a public or optional one treats the caller as signed out.
      for (const [label, token, expected] of [
        ['revoked', await revokedToken(c.owner), 'USER_NOT_FOUND'],
        ['idle-expired', await expiredToken(c.owner, 'idle'), 'UNAUTHORIZED'],
        ['absolute-expired', await expiredToken(c.owner, 'absolute'), 'UNAUTHORIZED'],
      ] as const) {
        const res = await send(route, call(), bearer(token));
        expect(res.statusCode, label).toBeLessThan(500);
        if (signedIn) {
          expect(res.statusCode, label).toBe(expected === 'USER_NOT_FOUND' ? 400 : 401);
          expect(errorType(res), label).toBe(expected);
        } else if (res.statusCode !== out.statusCode) {
          // Optional routes may say the session is gone rather than answer as signed out.
          expect(['USER_NOT_FOUND', 'UNAUTHORIZED'], label).toContain(errorType(res));
        }
      }

      // Another user sending the owner's call: never the owner's records, never a change to them.
      if (rule.access !== 'public') {
        // Fresh each time: calls such as logout or account deletion act on the caller.
        const intruder = await makePerson(t);
        const before = await snapshotUserRows(t.db, c.owner.id);
        const res = await send(route, call(), intruder.auth);
        expect(res.statusCode, 'another user').toBeLessThan(500);
        if (rule.foreign === 'not-found') {
          expect(res.statusCode, `another user: ${res.body}`).toBe(404);
          expect(errorType(res)).toBe('NOT_FOUND');
        }
        expect(await snapshotUserRows(t.db, c.owner.id), 'owner rows after another user').toEqual(
          before,
        );
        if (!JSON.stringify(call()).includes(c.owner.email)) {
          expect(res.body, 'another user sees the owner').not.toContain(c.owner.email);
        }
        // Nor any of the owner's records, as the replies name them.
        for (const field of [
          `"exerciseHistoryID":${c.own.historyId}`,
          `"video_views_id":${c.own.videoViewsId}`,
          `"exerciseFeedbackID":${c.own.feedbackId}`,
          `"reminder_id":${c.own.reminderId}`,
          `"rhythm_id":${c.own.rhythmId}`,
          `"notificationID":${c.own.notificationId}`,
          `"user_subscription_id":${c.own.subscriptionId}`,
        ]) {
          expect(res.body, 'another user sees the owner’s record').not.toContain(field);
        }
      }

      // An account whose address is not verified yet: spec §6 leaves it the verification page,
      // and decision 045 leaving (sign-out, deletion, its data). Every other signed-in route
      // refuses it before doing anything.
      if (signedIn) {
        const unverified = await makePerson(t, { isVerified: false });
        const before = await snapshotUserRows(t.db, unverified.id);
        const res = await send(route, call(), unverified.auth);
        expect(res.statusCode, `unverified: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (rule.access === 'unverified') {
          expect(res.statusCode, 'unverified on a route open to it').not.toBe(403);
        } else {
          expect(res.statusCode, `unverified: ${res.body.slice(0, 300)}`).toBe(403);
          expect(ZErrorReply.parse(res.json()).data).toMatchObject({
            error_type: 'FORBIDDEN',
            message: MESSAGES.en.pleaseVerify,
          });
          expect(await snapshotUserRows(t.db, unverified.id), 'unverified rows').toEqual(before);
        }
      }

      // A participant on a site administrator's route; a study's answers anyone outside its team
      // as if the study did not exist. The researcher gets through.
      if (rule.access === 'admin' || rule.access === 'study') {
        const participant = await buildSignedInUser(t.db, t.clock.now(), { secondFactor: true });
        const res = await send(route, call(), participant.auth);
        const refused = rule.access === 'admin' ? [403, 'FORBIDDEN'] : [404, 'NOT_FOUND'];
        expect(res.statusCode, `participant on a console route: ${res.body}`).toBe(refused[0]);
        expect(errorType(res)).toBe(refused[1]);
      }

      // The owner (the researcher on console routes) is let through with the answer the route
      // promises.
      const caller = rule.access === 'admin' || rule.access === 'study' ? await admin : c.owner;
      const res = await send(route, call(), rule.access === 'public' ? {} : caller.auth);
      expect(rule.ok ?? [200], `the owner: ${res.body.slice(0, 300)}`).toContain(res.statusCode);
    });
  }
});
