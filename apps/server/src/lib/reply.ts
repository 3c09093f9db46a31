import type { FastifyRequest } from 'fastify';
import { translate, type MessageKey } from '@resona/contract';
import { requestLanguage } from './language.ts';

/** The success envelope with a message in the request's language; handlers return it. */
export function ok<T>(request: FastifyRequest, messageKey: MessageKey | null, data: T) {
  const message = messageKey ? translate(requestLanguage(request), messageKey) : '';
  return { status_code: 200, message, data };
}

/** The message text of a key in the request's language, for fields inside `data`. */
export function t(
  request: FastifyRequest,
  key: MessageKey,
  values?: Record<string, string | number>,
) {
  return translate(requestLanguage(request), key, values);
}
