import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callErrors, callParams, callRoutes, calls, type Call } from './calls.ts';
import { API } from './routes.ts';

const all: [string, Call][] = Object.entries(calls);

describe('the calls of the contract', () => {
  it('bind every route once, under its own id', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(callRoutes).sort());
    for (const [key, call] of all) {
      expect(call.id).toBe(key);
      const route = callRoutes[key as keyof typeof callRoutes];
      const { id, method, path, access } = route;
      expect({ id, method, path, access }).toEqual({
        id: call.id,
        method: call.method,
        path: call.path,
        access: call.access,
      });
      // The English documentation stays out of the routes a page imports (decision 062).
      expect(Object.keys(route), key).not.toContain('summary');
    }
  });

  it('give each method and path one call, and every API path a call', () => {
    const keys = all.map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const used = new Set(all.map(([, call]) => call.path));
    expect(Object.values(API).filter((path) => !used.has(path))).toEqual([]);
  });

  it('name each :param of a path in its params schema', () => {
    for (const [, call] of all) {
      const names = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const params = callParams(call);
      const shape = params instanceof z.ZodObject ? Object.keys(params.shape) : [];
      expect(shape.sort(), call.id).toEqual(names.sort());
    }
  });

  it('summarise each call in one line of English', () => {
    for (const [, call] of all) expect(call.summary, call.id).toMatch(/^[A-Z][^\n]{8,110}\.$/);
  });

  it('have a JSON reply schema unless they answer CSV, HTML or a redirect', () => {
    for (const [, call] of all) {
      expect(Boolean(call.reply), call.id).toBe((call.replies ?? 'json') === 'json');
    }
  });

  it('list the errors their access and inputs can bring', () => {
    expect(callErrors(calls.config)).toEqual([429, 500, 503]);
    expect(callErrors(calls.login)).toEqual([400, 413, 415, 429, 500, 503]);
    expect(callErrors(calls.adminCohortMembers)).toEqual([400, 401, 403, 404, 429, 500, 503]);
    expect(callErrors(calls.logout)).toEqual([400, 401, 429, 500, 503]);
  });

  it('keep the route half free of zod, so the sign-in page can send calls without it', () => {
    const routeFiles = FOLDERS.map((folder) => `${folder}/call-routes.ts`);
    const allowed = ['./call.ts', '../call.ts', './routes.ts', '../routes.ts', './study-roles.ts'];
    for (const file of ['call.ts', 'call-routes.ts', 'routes.ts', ...routeFiles]) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      for (const [, from] of source.matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)) {
        expect([...allowed, ...routeFiles.map((f) => `./${f}`)], file).toContain(from);
      }
    }
  });
});

/** The feature folders, each with a zod-free call-routes.ts beside its schema-bearing calls.ts. */
const FOLDERS = [
  'admin',
  'auth',
  'consent',
  'early-access',
  'library',
  'notifications',
  'onboarding',
  'resonance',
  'rhythms',
  'security',
  'sessions',
  'settings',
  'system',
];
