import { describe, expect, it } from 'vitest';
import { API, ZErrorReply, ZPublicConfigResponse } from '@resona/contract';
import { createTestApp } from './test/app.ts';

const { app } = await createTestApp();

describe('server core', () => {
  it('answers the public configuration in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: API.config });
    expect(res.statusCode).toBe(200);
    const body = ZPublicConfigResponse.parse(res.json());
    expect(body.data.bot_check).toBe('off');
    expect(body.data.min_age).toBe(16);
  });

  it('answers an unknown API path with the NOT_FOUND envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    const body = ZErrorReply.parse(res.json());
    expect(body.data).toMatchObject({
      error_type: 'NOT_FOUND',
      status_code: 404,
      message: 'Not Found',
    });
  });

  it('sets the strict security headers and no-store on the API', async () => {
    const res = await app.inject({ method: 'GET', url: API.health });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Over plain HTTP (as here) no HSTS; security headers test covers HTTPS behind a proxy.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('allows CORS only for PUBLIC_URL', async () => {
    const good = await app.inject({
      method: 'GET',
      url: API.health,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(good.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const bad = await app.inject({
      method: 'GET',
      url: API.health,
      headers: { origin: 'https://evil.example' },
    });
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a body over 64 KiB with PAYLOAD_TOO_LARGE', async () => {
    const res = await app.inject({
      method: 'POST',
      url: API.login,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(ZErrorReply.parse(res.json()).data.error_type).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain(API.config);
  });
});
