import { describe, expect, it } from 'vitest';
import { STUDY_ROLES, ZErrorReply, type StudyRole } from '@resona/contract';
import { FIRST_STUDY_ID } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { buildSignedInUser, buildStudy } from '../factories.ts';
import { freshAddress, makeOwnerContext, ROUTE_CASES, type Call } from './route-cases.ts';
import { apiRoutes, fillPath, type ApiRoute } from './route-table.ts';

/**
 * The study boundary (issue 33, decision 108): every study route × every role of the first
 * study's team, a member of another study, and a study that does not exist. A role the route
 * names gets the answer the route promises; another role of the team 403; anyone outside the
 * team, site administrators included, 404 — the study does not exist for them. The routes come
 * from the app's own table, so a study route added anywhere is checked here.
 */
const t: TestApp = await createTestApp();
const studyRoutes = apiRoutes(t.routes).filter((route) => route.access === 'study');
const otherStudy = await buildStudy(t.db);

function send(route: ApiRoute, call: Call, auth: Record<string, string>, studyId: number) {
  const query = call.query
    ? `?${new URLSearchParams(Object.entries(call.query).map(([k, v]) => [k, String(v)] as [string, string]))}`
    : '';
  return t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url, { ...call.params, studyId }) + query,
    headers: { ...call.headers, ...auth },
    ...(route.method === 'GET' ? {} : { payload: (call.payload ?? {}) as Record<string, unknown> }),
    remoteAddress: freshAddress(),
  });
}

const errorType = (res: { json: () => unknown }) => ZErrorReply.parse(res.json()).data.error_type;

/** A member of a study's team, signed in with a second factor as the console asks. */
async function member(role: StudyRole, studyId = FIRST_STUDY_ID, siteAdmin = false) {
  const built = await buildSignedInUser(t.db, t.clock.now(), {
    secondFactor: true,
    isSubscribed: true,
    team: { role, studyId },
    ...(siteAdmin && { role: 'admin' as const }),
  });
  return built.auth;
}

describe('every study route answers by the caller’s place in its study’s team', () => {
  it('has a case for every study route, and names at least one role on each', () => {
    expect(studyRoutes.length).toBeGreaterThan(40);
    for (const route of studyRoutes) {
      expect(ROUTE_CASES[route.key], route.key).toBeDefined();
      expect(route.studyRoles.length, route.key).toBeGreaterThan(0);
    }
  });

  for (const route of studyRoutes) {
    it(`${route.key} (${route.studyRoles.join(', ')})`, async () => {
      const rule = ROUTE_CASES[route.key]!;
      const c = await makeOwnerContext(t);
      for (const role of STUDY_ROLES) {
        const res = await send(route, rule.call(c), await member(role), FIRST_STUDY_ID);
        const label = `${role}: ${res.body.slice(0, 300)}`;
        if (route.studyRoles.includes(role)) {
          expect(rule.ok ?? [200], label).toContain(res.statusCode);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(errorType(res), label).toBe('FORBIDDEN');
        }
      }
      // Outside the team: the other study's owner, a site administrator of no team, and the
      // first study's owner on a study that does not exist.
      for (const [label, auth, studyId] of [
        ['another study’s owner', await member('owner', otherStudy.id), FIRST_STUDY_ID],
        ['a site administrator', await member('owner', otherStudy.id, true), FIRST_STUDY_ID],
        ['no such study', await member('owner'), 2_000_000_000],
      ] as const) {
        const res = await send(route, rule.call(c), auth, studyId);
        expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(404);
        expect(errorType(res), label).toBe('NOT_FOUND');
      }
    });
  }
});
