import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZErrorReply } from '@resona/contract';
import { createTestApp } from '../app.ts';
import { fuzzRequests, type FuzzRequest } from './fuzz-inputs.ts';
import { freshAddress, makeOwnerContext, makePerson, ROUTE_CASES } from './route-cases.ts';
import { apiRoutes, fillPath, type ApiRoute } from './route-table.ts';
import { controlCases, uncheckedRouteStrings } from './text-fields.ts';

/**
 * Every route gets generated malformed input (fuzz-inputs.ts): no reply is a 5xx, every error
 * reply is the contract's error envelope and every success matches the route's own reply schema.
 * 200 cases per route here; `npm run bench -- fuzz` runs 2,000 (FUZZ_RUNS) and reports timings.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const t = await createTestApp();
const routes = apiRoutes(t.routes);
const context = await makeOwnerContext(t);
const admin = await makePerson(t, { role: 'admin' });
// The fuzzing may delete its owner's account or end their sessions (delete-account,
// change-password); the control-character cases run as people of their own.
const controlContext = await makeOwnerContext(t);
const controlAdmin = await makePerson(t, { role: 'admin' });
// The owner's token and password stay on the list the log is searched for; the fuzzer's junk
// in fields named password or token does not join it.
t.secrets.recording = false;
const timings: Record<string, { cases: number; ms: number; statuses: Record<number, number> }> = {};

async function send(
  route: ApiRoute,
  request: FuzzRequest,
  as: { owner: typeof context.owner; admin: typeof admin } = { owner: context.owner, admin },
) {
  const caller = route.access === 'admin' || route.access === 'study' ? as.admin : as.owner;
  const query = new URLSearchParams(request.query).toString();
  return t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url, request.params) + (query ? `?${query}` : ''),
    headers: {
      ...(request.signedIn ? caller.auth : {}),
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    ...(request.body === undefined ? {} : { payload: request.body }),
    remoteAddress: freshAddress(),
  });
}

function responseSchema(route: ApiRoute, status: number) {
  const response = (route.schema?.response ?? {}) as Record<number, z.ZodType | undefined>;
  return response[status];
}

describe(`fuzzing every route (${RUNS} cases each)`, () => {
  for (const route of routes) {
    const rule = ROUTE_CASES[route.key];
    // An unclassified route fails the access matrix; here it is fuzzed from an empty call.
    const valid = rule?.call(context) ?? {};

    it(route.key, { timeout: 60_000 + RUNS * 100 }, async () => {
      const started = performance.now();
      const statuses: Record<number, number> = {};
      // fast-check's report repeats the 10 kB strings; keep the part that says what failed.
      const shorten = (error: unknown): never => {
        const text = String((error as Error).message ?? error).replace(/x{200,}/g, 'x…');
        throw new Error(text.slice(0, 3000));
      };
      await fc
        .assert(
          fc.asyncProperty(fuzzRequests(route.method, route.url, valid), async (request) => {
            const res = await send(route, request);
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            expect(res.statusCode, `${request.label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
            if (res.statusCode >= 400) {
              ZErrorReply.parse(res.json());
            } else if (res.statusCode < 300) {
              const schema = responseSchema(route, res.statusCode);
              if (schema && String(res.headers['content-type']).startsWith('application/json')) {
                schema.parse(res.json());
              }
            }
          }),
          { numRuns: RUNS },
        )
        .catch(shorten);
      timings[route.key] = { cases: RUNS, ms: performance.now() - started, statuses };
    });
  }

  it('reports the time it took', () => {
    const total = Object.values(timings).reduce((sum, x) => sum + x.ms, 0);
    const cases = Object.values(timings).reduce((sum, x) => sum + x.cases, 0);
    expect(cases).toBe(routes.length * RUNS);
    const report = { runsPerRoute: RUNS, routes: routes.length, cases, totalMs: total, timings };
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(report));
  });
});

const C0 = ['\u0000', '\u0001', '\u001b', '\u007f'];
const HALF_PAIRS = ['\ud800', '\udc00'];

describe('control characters in every string field', () => {
  it('every string a route accepts is built to refuse them (zLine or zText)', () => {
    expect(uncheckedRouteStrings(routes)).toEqual([]);
  });

  for (const route of routes) {
    const valid = ROUTE_CASES[route.key]?.call(controlContext) ?? {};
    const cases = controlCases(route, valid);
    if (cases.length === 0) continue;

    // Each field in turn holds U+0000 (or another C0 control, or half of a surrogate pair)
    // somewhere in its text, in each encoding: PostgreSQL refuses NUL in a statement and a lone
    // surrogate in JSON, so an unchecked field answers 500.
    it(
      `${route.key}: ${cases.length} fields`,
      { timeout: 60_000 + cases.length * 2_000 },
      async () => {
        for (const field of cases) {
          // A URL cannot carry half a surrogate pair (it is no character to percent-encode).
          const controls = field.label.startsWith('body') ? [...C0, ...HALF_PAIRS] : C0;
          await fc.assert(
            fc.asyncProperty(
              fc.string({ maxLength: 8 }),
              fc.constantFrom(...controls),
              fc.constantFrom('json' as const, 'urlencoded' as const),
              async (around, control, encoding) => {
                const res = await send(
                  route,
                  field.with(`${around}${control}${around}`, encoding),
                  {
                    owner: controlContext.owner,
                    admin: controlAdmin,
                  },
                );
                const label = `${field.label} as ${encoding}: ${res.body.slice(0, 300)}`;
                expect(res.statusCode, label).toBeLessThan(500);
                if (res.statusCode >= 400) ZErrorReply.parse(res.json());
                // A study's id that is no study's is answered as a study that does not exist,
                // before any validation (decision 108); the site administrator's calls about a
                // study validate it as any id.
                if (
                  field.label === 'params studyId' &&
                  ROUTE_CASES[route.key]?.access === 'study'
                ) {
                  expect(res.statusCode, label).toBe(404);
                  expect(ZErrorReply.parse(res.json()).data.error_type, label).toBe('NOT_FOUND');
                } else if (control === '\u0000' && field.declared && res.statusCode !== 429) {
                  // A limiter that counts before validation (change-password's) may answer first.
                  expect(res.statusCode, label).toBe(400);
                  expect(ZErrorReply.parse(res.json()).data.error_type, label).toBe(
                    'VALIDATION_ERROR',
                  );
                }
              },
            ),
            // Every field gets U+0000 in both encodings first, then generated text around controls.
            {
              numRuns: 8,
              examples: [
                ['', '\u0000', 'json'],
                ['a', '\u0000', 'urlencoded'],
              ],
            },
          );
        }
      },
    );
  }
});
