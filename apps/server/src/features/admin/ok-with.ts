import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '@resona/contract';
import { t } from '../../lib/reply.ts';

/** `ok()` with values in the message ("12 access codes created"). */
export function okWith<T>(
  request: FastifyRequest,
  key: MessageKey,
  values: Record<string, string | number>,
  data: T,
) {
  return { status_code: 200, message: t(request, key, values), data };
}
