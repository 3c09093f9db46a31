import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, apiRequestAsSent, isApiError } from './api-client.ts';

function reply(status: number, body: unknown) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

const ZReply = z.object({ message: z.string(), data: z.object({ n: z.number() }) });

describe('apiRequest with a schema given now or loaded when needed', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('a loaded schema parses the reply as a given one does (unknown keys dropped)', async () => {
    reply(200, { message: 'ok', data: { n: 1, extra: true } });
    const loaded = await apiRequest('/api/x', () => Promise.resolve(ZReply));
    reply(200, { message: 'ok', data: { n: 1, extra: true } });
    const given = await apiRequest('/api/x', ZReply);
    expect(loaded).toEqual({ message: 'ok', data: { n: 1 } });
    expect(given).toEqual(loaded);
  });

  test('a reply that breaks the loaded schema is refused', async () => {
    reply(200, { message: 'ok', data: { n: 'one' } });
    await expect(apiRequest('/api/x', () => Promise.resolve(ZReply))).rejects.toThrow();
  });

  test("an error reply becomes an ApiError with the contract's error data", async () => {
    const data = {
      error_type: 'VALIDATION_ERROR',
      status_code: 400,
      message: 'Check the form',
      fields: { email: 'emailInvalid' },
    };
    reply(400, { message: 'Check the form', data });
    const error: unknown = await apiRequest('/api/x', ZReply).catch((e: unknown) => e);
    expect(isApiError(error) && { ...error }).toMatchObject({
      error_type: 'VALIDATION_ERROR',
      status_code: 400,
      fields: { email: 'emailInvalid' },
    });
  });

  test('apiRequestAsSent hands the reply over as the server sent it', async () => {
    reply(200, { message: 'ok', data: { n: 1, extra: true } });
    expect(await apiRequestAsSent('/api/config')).toEqual({
      message: 'ok',
      data: { n: 1, extra: true },
    });
  });
});
