import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZErrorReply } from '@resona/contract';
import { users } from '../../db/schema/index.ts';
import { createBackgroundTasks } from '../../lib/background.ts';
import { hashToken } from '../../lib/tokens.ts';
import { buildUser } from '../factories.ts';
import { createTestApp } from '../app.ts';
import { findSecretsInLogs } from '../secret-recorder.ts';
import { apiRoutes, fillPath } from './route-table.ts';

/**
 * Headers and CSP on the web app's files and on every API route, CORS for other origins, and the
 * check behind the no-secrets-in-logs rule (test/app.ts searches every test file's log).
 *
 * The web app is the real build (apps/web/dist) when there is one; a unit run before any build
 * serves a stand-in with the same shape (an index and a hashed asset), so the headers are still
 * those the server gives; the inline-script check then reads the real index only.
 */
const BUILT = fileURLToPath(new URL('../../../../web/dist', import.meta.url));
function webRoot() {
  if (existsSync(join(BUILT, 'index.html'))) return BUILT;
  const root = mkdtempSync(join(tmpdir(), 'resona-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-stand.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'assets', 'index-stand.js'), 'export {};\n');
  return root;
}
const root = webRoot();
const API_HEALTH = '/api/health';
const t = await createTestApp({ env: { WEB_DIST: root } });

function expectStrictCsp(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scripts).not.toContain('unsafe-inline');
  expect(scripts).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // These requests come over plain HTTP: HSTS there would mean nothing (RFC 6797 §7.2).
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['referrer-policy']).toBe('no-referrer');
  // The camera for Resona's own pages only (the fingertip's pulse); nothing else of the device.
  expect(headers['permissions-policy']).toBe(
    'camera=(self), microphone=(), geolocation=(), payment=()',
  );
}

describe('headers on the web app', () => {
  it('serves the index with the strict CSP and revalidation, for any client route', async () => {
    for (const url of ['/', '/login', '/home', '/MyHistory/HistItemDetail/3']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expectStrictCsp(res.headers);
    }
  });

  it('serves hashed assets for a year, typed, with the same headers', async () => {
    const asset = readdirSync(join(root, 'assets')).find((f) => f.endsWith('.js'))!;
    const res = await t.app.inject({ method: 'GET', url: `/assets/${asset}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectStrictCsp(res.headers);
  });

  it('has no inline script in the built index nor in a pre-rendered page (the CSP would block it)', async () => {
    for (const url of ['/', '/login', '/home']) {
      const res = await t.app.inject({ method: 'GET', url });
      const inline = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes, body]) => !/\bsrc=/.test(attributes!) && body!.trim() !== '',
      );
      expect(inline, url).toEqual([]);
    }
  });
});

describe('headers on every API route', () => {
  const routes = apiRoutes(t.routes);

  it('answers each route, signed out, with no-store and the strict headers', async () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fillPath(route.url),
        remoteAddress: '10.9.8.7',
      });
      expect(res.statusCode, route.key).toBeLessThan(500);
      expect(res.headers['cache-control'], route.key).toBe('no-store');
      expectStrictCsp(res.headers);
    }
  });

  it('answers an unknown API path in the envelope, not with the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/not-a-route' });
    expect(res.statusCode).toBe(404);
    expect(ZErrorReply.parse(res.json()).data.error_type).toBe('NOT_FOUND');
  });
});

// As deployed: production mode, behind a proxy on the same machine (trusted: loopback).
const prod = await createTestApp({
  env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'none', WEB_DIST: root },
});
const prodWithDocs = await createTestApp({
  env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'none', API_DOCS: 'on' },
});

describe('HSTS and the API documentation in production', () => {
  const hsts = (res: { headers: Record<string, unknown> }) =>
    res.headers['strict-transport-security'];

  it('sends HSTS only when the request came over HTTPS, as a trusted proxy says', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const url of [API_HEALTH, '/login']) {
      const behindProxy = await prod.app.inject({
        url,
        headers: https,
        remoteAddress: '127.0.0.1',
      });
      expect(String(hsts(behindProxy)), url).toMatch(/max-age=\d{7,}; includeSubDomains/);
      const plain = await prod.app.inject({ url, remoteAddress: '127.0.0.1' });
      expect(hsts(plain), url).toBeUndefined();
      // Anyone else saying "https" is not believed.
      const stranger = await prod.app.inject({ url, headers: https, remoteAddress: '203.0.113.9' });
      expect(hsts(stranger), url).toBeUndefined();
    }
    // Outside production no proxy is trusted.
    const dev = await t.app.inject({ url: API_HEALTH, headers: https, remoteAddress: '127.0.0.1' });
    expect(hsts(dev)).toBeUndefined();
  });

  it('serves no /api/docs in production unless API_DOCS turns it on', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const res = await prod.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(ZErrorReply.parse(res.json()).data.error_type).toBe('NOT_FOUND');
    }
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await prodWithDocs.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('CORS', () => {
  const origins = {
    own: 'http://localhost:3000',
    others: [
      'https://evil.example',
      'http://localhost:3001',
      'null',
      'http://localhost:3000.evil.example',
    ],
  };

  it('lets only PUBLIC_URL read replies or send preflighted calls', async () => {
    for (const url of ['/api/v1/library/exercise-history', '/api/v1/auth/login']) {
      const own = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: origins.own,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(own.headers['access-control-allow-origin']).toBe(origins.own);
      for (const origin of origins.others) {
        const preflight = await t.app.inject({
          method: 'OPTIONS',
          url,
          headers: { origin, 'access-control-request-method': 'POST' },
        });
        expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
        const simple = await t.app.inject({ method: 'GET', url, headers: { origin } });
        expect(simple.headers['access-control-allow-origin'], origin).toBeUndefined();
        expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
      }
    }
  });
});

describe('no secrets in logs', () => {
  it('finds a secret that did reach a line, so the suite-wide search can be trusted', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    const lines = [`{"msg":"ok"}`, `{"msg":"oops","body":{"auth":"${token}"}}`];
    expect(findSecretsInLogs(lines, [token])).toHaveLength(1);
    expect(findSecretsInLogs(lines, ['Other-Secret-99!'])).toEqual([]);
  });

  it('records the tokens and passwords this file sent, for the search after the file', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { authorization: 'Bearer Recorded-Token-For-The-Log-Search' },
      payload: { email: 'someone@example.com', password: 'Recorded-Password-1!' },
      remoteAddress: '10.9.8.6',
    });
    expect(t.secrets.values).toEqual(
      expect.arrayContaining(['Recorded-Token-For-The-Log-Search', 'Recorded-Password-1!']),
    );
    expect(t.logs.join('\n')).not.toContain('Recorded-Password-1!');
  });

  it('logs a failed database statement with its SQL and codes, never its parameter values', async () => {
    const text = 'Private feedback: my chest feels tight';
    const address = 'log.leak.check@example.com';
    const tokenHash = hashToken('Log-Leak-Check-Session-Token-0123456789');
    const { user } = await buildUser(t.db, { email: address });
    // A value PostgreSQL quotes back in its message, and one its detail names (a duplicate key).
    const failures = [
      await t.db.execute(sql`select ${text}::int, ${tokenHash}`).catch((e: unknown) => e),
      await t.db
        .insert(users)
        .values({ email: user.email, passwordHash: tokenHash })
        .catch((e: unknown) => e),
    ];
    const before = t.logs.length;
    for (const err of failures) {
      expect(err).toBeInstanceOf(Error);
      // As the error handler does for a 500, and the background tasks for work after a reply.
      t.app.log.error({ err }, 'request failed');
      createBackgroundTasks(t.app.log).run('mail could not be queued', Promise.reject(err));
    }
    await new Promise((resolve) => setImmediate(resolve));
    const lines = t.logs.slice(before).join('\n');
    expect(lines).toContain('22P02');
    expect(lines).toContain('23505');
    expect(lines).toContain('select $1::int, $2');
    for (const value of [text, 'chest', address, tokenHash]) expect(lines).not.toContain(value);
  });
});
