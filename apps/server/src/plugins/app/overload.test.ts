import { describe, expect, it, vi } from 'vitest';
import { API, MESSAGES, ZErrorReply } from '@resona/contract';
import { parseConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { lagWatch, OVERLOAD_RETRY_AFTER_SECONDS } from './overload.ts';

// Pressure simulated with under-pressure's own options: any heap is over a one-byte limit, and
// it is sampled every 10 ms, so the app is under pressure from its first sample on.
const pressed = await createTestApp({ underPressure: { maxHeapUsedBytes: 1, sampleInterval: 10 } });
// The event-loop delay of the configuration, at 5 ms, sampled every 50 ms.
const delayed = await createTestApp({
  env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '5' },
  underPressure: { sampleInterval: 50 },
});
// The default threshold (test apps have it off): generous, so a test machine never trips it.
const calm = await createTestApp({
  env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: String(parseConfig({}).overload.maxEventLoopDelayMs) },
});

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

  it('trips on OVERLOAD_MAX_EVENT_LOOP_DELAY_MS while the event loop stays behind, and recovers', async () => {
    // Work that holds the event loop 40 ms of every 45, as a flood of requests would.
    const flood = setInterval(() => {
      const until = Date.now() + 40;
      while (Date.now() < until);
    }, 45);
    try {
      await underPressure(delayed);
      expect(delayed.app.memoryUsage().eventLoopDelay).toBeGreaterThan(5);
      const res = await delayed.app.inject({ method: 'GET', url: API.config });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ data: { error_type: 'SERVER_BUSY' } });
    } finally {
      clearInterval(flood);
    }
    await vi.waitFor(() => expect(delayed.app.isUnderPressure()).toBe(false), { timeout: 5000 });
    expect((await delayed.app.inject({ method: 'GET', url: API.config })).statusCode).toBe(200);
  });

  it('leaves a machine that keeps up alone, with the defaults', async () => {
    expect(calm.app.isUnderPressure()).toBe(false);
    expect((await calm.app.inject({ method: 'GET', url: API.config })).statusCode).toBe(200);
    expect(await calm.app.deps.metrics!.registry.metrics()).toMatch(/^resona_overloaded 0$/m);
  });
});

describe('the lag watch', () => {
  const sample = (eventLoopDelay: number, eventLoopUtilized = 0) => ({
    eventLoopDelay,
    eventLoopUtilized,
  });

  it('takes one late sample for a pause, two in a row for overload, and one on time to recover', () => {
    const keepsUp = lagWatch({ maxEventLoopDelayMs: 1000, maxEventLoopUtilization: 0 });
    expect([1500, 10, 1500, 10].map((delay) => keepsUp(sample(delay)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([1500, 1500, 2000, 10].map((delay) => keepsUp(sample(delay)))).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('checks utilisation only when it has a limit, and nothing at all with none', () => {
    const busy = lagWatch({ maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0.9 });
    expect([0.95, 0.99].map((elu) => busy(sample(5000, elu)))).toEqual([true, false]);
    const never = lagWatch({ maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 });
    expect([1, 2, 3].map(() => never(sample(60_000, 1)))).toEqual([true, true, true]);
  });
});
