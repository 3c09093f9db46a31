import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { defineCall, defineRoutes } from '@resona/contract';
import { apiRequest, apiRequestAsSent, isApiError } from './api-client.ts';

let sent: { url: string; method: string | undefined; keepalive?: boolean | undefined }[] = [];
function reply(status: number, body: unknown) {
  sent = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    sent.push({ url, method: init?.method, ...(init?.keepalive && { keepalive: true }) });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
}

const ZReply = z.object({ message: z.string(), data: z.object({ n: z.number() }) });
const routes = defineRoutes('system', {
  thing: { method: 'PATCH', path: '/api/things/:id', access: 'public' },
  config: { method: 'GET', path: '/api/config', access: 'public' },
});
const thing = defineCall(routes.thing, {
  summary: 'A thing.',
  params: z.object({ id: z.number() }),
  query: z.object({ q: z.string() }),
  reply: ZReply,
});

describe('apiRequest by the call, given whole or loaded when needed', () => {
  afterEach(() => vi.unstubAllGlobals());

  test("sends the call's method to its path with the params filled and the query", async () => {
    reply(200, { message: 'ok', data: { n: 1 } });
    await apiRequest(thing, { params: { id: 7 }, query: { q: 'a b' } });
    expect(sent).toEqual([{ url: '/api/things/7?q=a+b', method: 'PATCH' }]);
  });

  test('a call sent as the page unloads asks the browser to keep it alive; others do not', async () => {
    reply(200, { message: 'ok', data: { n: 1 } });
    await apiRequest(thing, { params: { id: 1 }, query: { q: 'a' }, keepalive: true });
    await apiRequest(thing, { params: { id: 2 }, query: { q: 'a' } });
    expect(sent).toEqual([
      { url: '/api/things/1?q=a', method: 'PATCH', keepalive: true },
      { url: '/api/things/2?q=a', method: 'PATCH' },
    ]);
  });

  test('a loaded call parses the reply as a given one does (unknown keys dropped)', async () => {
    reply(200, { message: 'ok', data: { n: 1, extra: true } });
    const loaded = await apiRequest(routes.thing, {
      params: { id: 1 },
      load: () => Promise.resolve(thing),
    });
    reply(200, { message: 'ok', data: { n: 1, extra: true } });
    const given = await apiRequest(thing, { params: { id: 1 } });
    expect(loaded).toEqual({ message: 'ok', data: { n: 1 } });
    expect(given).toEqual(loaded);
  });

  test("a reply that breaks the loaded call's schema is refused", async () => {
    reply(200, { message: 'ok', data: { n: 'one' } });
    await expect(
      apiRequest(routes.thing, { params: { id: 1 }, load: () => Promise.resolve(thing) }),
    ).rejects.toThrow();
  });

  test('a loader of another call does not type-check', () => {
    const other = defineCall(routes.config, { summary: 'The config.', reply: ZReply });
    reply(200, { message: 'ok', data: { n: 1 } });
    // @ts-expect-error the loaded call's id, method and path are not the route's
    void apiRequest(routes.thing, { load: () => Promise.resolve(other) });
    expect(sent).toHaveLength(1);
  });

  test("an error reply becomes an ApiError with the contract's error data", async () => {
    const data = {
      error_type: 'VALIDATION_ERROR',
      status_code: 400,
      message: 'Check the form',
      fields: { email: 'emailInvalid' },
    };
    reply(400, { message: 'Check the form', data });
    const error: unknown = await apiRequest(thing, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(isApiError(error) && { ...error }).toMatchObject({
      error_type: 'VALIDATION_ERROR',
      status_code: 400,
      fields: { email: 'emailInvalid' },
    });
  });

  test('apiRequestAsSent hands the reply over as the server sent it', async () => {
    reply(200, { message: 'ok', data: { n: 1, extra: true } });
    expect(await apiRequestAsSent(routes.config)).toEqual({
      message: 'ok',
      data: { n: 1, extra: true },
    });
  });
});
