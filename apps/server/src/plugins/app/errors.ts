import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, type ErrorType, type MessageKey } from '@resona/contract';
import { AppError, UnavailableError } from '../../lib/app-error.ts';
import { t } from '../../lib/reply.ts';

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  errorType: ErrorType,
  statusCode: number,
  key: MessageKey,
  values?: Record<string, string | number>,
  fields?: Record<string, string>,
) {
  const message = t(request, key, values);
  return reply.code(statusCode).send({
    status_code: statusCode,
    message,
    data: { error_type: errorType, status_code: statusCode, message, ...(fields && { fields }) },
  });
}

/** Field path → message key, from a rejected body, query or params. */
function validationFields(error: FastifyError) {
  const fields: Record<string, MessageKey> = {};
  const issues = (error.validation ?? []) as unknown as {
    instancePath?: string;
    message?: string;
    params?: { issue?: { path?: PropertyKey[]; message?: string } };
  }[];
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.map(String).join('.') ??
      issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ??
      '';
    const raw = issue.params?.issue?.message ?? issue.message ?? '';
    const key: MessageKey = isMessageKey(raw) ? raw : 'fieldInvalid';
    if (!(path in fields)) fields[path || '_'] = key;
  }
  return fields;
}

/**
 * Errors the router raises before any route is found (a malformed %-escape, a path segment over
 * Fastify's 100 characters): the same envelope as every other refusal, not Fastify's own body.
 */
export function frameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, 'VALIDATION_ERROR', 400, 'fieldInvalid');
}

/**
 * Every failure leaves in the envelope of spec §7 with an error type of the catalogue and a
 * message in the user's language; nothing internal (stack, SQL) reaches the client.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof UnavailableError) {
        if (error.cause) request.log.warn({ err: error.cause }, 'server busy');
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      if (error instanceof AppError) {
        return send(
          request,
          reply,
          error.errorType,
          error.statusCode,
          error.messageKey,
          error.values,
          error.fields,
        );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = validationFields(error);
        const first = Object.values(fields)[0] ?? 'fieldInvalid';
        return send(request, reply, 'VALIDATION_ERROR', 400, first, {}, fields);
      }
      switch (error.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return send(request, reply, 'PAYLOAD_TOO_LARGE', 413, 'payloadTooLarge');
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return send(request, reply, 'UNSUPPORTED_MEDIA_TYPE', 415, 'unsupportedMediaType');
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
          return send(request, reply, 'VALIDATION_ERROR', 400, 'fieldInvalid');
      }
      // busboy's own errors (a multipart type without its boundary, a cut-off part) carry no
      // status: they are a malformed body all the same, not a fault of ours.
      if (
        !error.statusCode &&
        /^(Multipart: |Malformed part header|Unexpected end of)/.test(error.message)
      ) {
        return send(request, reply, 'VALIDATION_ERROR', 400, 'fieldInvalid');
      }
      if (error.statusCode === 429) {
        return send(request, reply, 'TOO_MANY_REQUESTS', 429, 'tooManyRequests');
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Malformed JSON, bad multipart and the like: the client's fault, said plainly.
        return send(request, reply, 'VALIDATION_ERROR', 400, 'fieldInvalid');
      }
      request.log.error({ err: error }, 'request failed');
      return send(request, reply, 'INTERNAL_ERROR', 500, 'somethingWrong');
    });

    app.setNotFoundHandler((request, reply) => send(request, reply, 'NOT_FOUND', 404, 'notFound'));
  },
  { name: 'errors' },
);
