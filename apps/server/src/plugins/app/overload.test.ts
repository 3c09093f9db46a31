import { describe, expect, it, vi } from 'vitest';
import { API, MESSAGES, ZErrorReply } from '@resona/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { OVERLOAD_RETRY_AFTER_SECONDS } from './overload.ts';

// Pressure simulated with under-pressure's own options: any heap is over a one-byte limit, and
// it is sampled every 10 ms, so the app is under pressure from its first sample on.
const pressed = await createTestApp({ underPressure: { maxHeapUsedBytes: 1, sampleInterval: 10 } });
// The event-loop delay of the configuration, at a millisecond; sampled every second (the
// default), so a late sample keeps the app under pressure for a second.
const delayed = await createTestApp({ env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '1' } });
// The defaults: generous, so nothing a test machine does trips them.
const calm = await createTestApp();

const underPressure = (t: TestApp) =>
  vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(true), { timeout: 5000, interval: 5 });

describe('under overload', () => {
  it('answers an API call at once with 503 SERVER_BUSY and Retry-After, in the caller’s language', async () => {
    await underPressure(pressed);
    for (const [language, headers] of [
      ['en', {}],
      ['de', { 'device-language': 'de' }],
      ['ar', { 'accept-language': 'ar' }],
    ] as const) {
      const res = await pressed.app.inject({ method: 'GET', url: API.config, headers });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
      const envelope = ZErrorReply.parse(res.json());
      expect(envelope).toEqual({
        status_code: 503,
        message: MESSAGES[language].serverBusy,
        data: {
          error_type: 'SERVER_BUSY',
          status_code: 503,
          message: MESSAGES[language].serverBusy,
        },
      });
    }
    // A write too, refused before its body is read.
    const login = await pressed.app.inject({
      method: 'POST',
      url: API.login,
      payload: { email: 'someone@example.com', password: 'whatever' },
    });
    expect(login.statusCode).toBe(503);
    // The API's usual headers are there (helmet, the request id).
    expect(login.headers['x-content-type-options']).toBe('nosniff');
    expect(login.headers['x-request-id']).toBeTruthy();
  });

  it('still answers the health and readiness probes', async () => {
    await underPressure(pressed);
    expect((await pressed.app.inject({ method: 'GET', url: API.health })).statusCode).toBe(200);
    expect((await pressed.app.inject({ method: 'GET', url: API.ready })).statusCode).toBe(200);
  });

  it('still serves what is not the API (the web app’s files and pages)', async () => {
    await underPressure(pressed);
    // No web build in the tests: the page is unknown, and answered as such, not shed.
    const page = await pressed.app.inject({ method: 'GET', url: '/Home' });
    expect(page.statusCode).toBe(404);
  });

  it('shows in the metrics while it lasts', async () => {
    await underPressure(pressed);
    const text = await pressed.app.deps.metrics!.registry.metrics();
    expect(text).toMatch(/^resona_overloaded 1$/m);
    expect(text).toMatch(
      /^resona_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/config",status_code="503"\} [1-9]/m,
    );
  });

  it('trips on OVERLOAD_MAX_EVENT_LOOP_DELAY_MS when the event loop falls behind', async () => {
    // Hold the event loop, as a burst of work would: the next sample sees it late.
    const until = Date.now() + 300;
    while (Date.now() < until);
    await underPressure(delayed);
    expect(delayed.app.memoryUsage().eventLoopDelay).toBeGreaterThan(1);
    const res = await delayed.app.inject({ method: 'GET', url: API.config });
    expect(res.statusCode).toBe(503);
  });

  it('leaves a machine that keeps up alone, with the defaults', async () => {
    expect(calm.app.isUnderPressure()).toBe(false);
    expect((await calm.app.inject({ method: 'GET', url: API.config })).statusCode).toBe(200);
    expect(await calm.app.deps.metrics!.registry.metrics()).toMatch(/^resona_overloaded 0$/m);
  });
});
