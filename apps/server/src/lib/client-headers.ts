import type { FastifyRequest } from 'fastify';
import { ZClientHeaders, type TClientHeaders } from '@resona/contract';

/**
 * The spec §7 headers of a request. They are informative only, so a malformed one is dropped
 * rather than failing the call.
 */
export function clientHeaders(request: FastifyRequest): TClientHeaders {
  const parsed = ZClientHeaders.safeParse(request.headers);
  if (parsed.success) return parsed.data;
  const result: TClientHeaders = {};
  for (const key of Object.keys(ZClientHeaders.shape) as (keyof TClientHeaders)[]) {
    const one = ZClientHeaders.shape[key].safeParse(request.headers[key]);
    if (one.success && one.data !== undefined) (result as Record<string, unknown>)[key] = one.data;
  }
  return result;
}
