import { z } from 'zod';
import { ERROR_TYPES, ZErrorReply } from '@resona/contract';
import { CALL_TAGS, callErrors, calls, type Call, type ErrorStatus } from '@resona/contract/calls';

/** The component name of each error reply the document refers to. */
const ERROR_RESPONSES: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
  500: 'InternalError',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
};

/** The 200 reply of a call that answers something other than the JSON envelope. */
const FILE_REPLIES = {
  csv: {
    '200': {
      description: 'A CSV file (UTF-8 with a byte-order mark).',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
  },
  html: {
    '200': {
      description: 'An HTML page.',
      content: { 'text/html': { schema: { type: 'string' } } },
    },
  },
  redirect: {
    '303': {
      description: 'Back to the web app.',
      headers: { Location: { schema: { type: 'string', format: 'uri' } } },
    },
  },
};

function errorResponse(status: ErrorStatus) {
  const types = Object.entries(ERROR_TYPES)
    .filter(([, code]) => code === status)
    .map(([type]) => type);
  return {
    description: `The error envelope; data.error_type is ${types.join(' or ')}.`,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
  };
}

interface Operation {
  operationId?: string;
  responses?: Record<string, unknown>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
}

/**
 * Completes the document @fastify/swagger made from the routes with what the contract's calls
 * know and a route's schema cannot carry: the error replies each call can answer (one shared
 * component per status, the envelope of spec §7), file replies, servers and tags.
 */
export function describeCalls(made: object, serverUrl: string) {
  const document = made as Document;
  const byId = new Map<string, Call>(Object.values(calls).map((call) => [call.id, call]));
  const used = new Set<ErrorStatus>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const call = byId.get(operation.operationId ?? '');
      if (!call) continue;
      const replies = call.replies && call.replies !== 'json' ? FILE_REPLIES[call.replies] : {};
      const errors = callErrors(call);
      errors.forEach((status) => used.add(status));
      operation.responses = {
        ...operation.responses,
        ...replies,
        ...Object.fromEntries(
          errors.map((s) => [String(s), { $ref: `#/components/responses/${ERROR_RESPONSES[s]}` }]),
        ),
      };
    }
  }
  const statuses = [...used].sort((a, b) => a - b);
  return {
    ...document,
    servers: [{ url: serverUrl, description: 'This server' }],
    tags: Object.entries(CALL_TAGS).map(([name, description]) => ({ name, description })),
    components: {
      ...document.components,
      schemas: {
        ...document.components?.schemas,
        ErrorReply: z.toJSONSchema(ZErrorReply, { target: 'openapi-3.0' }),
      },
      responses: Object.fromEntries(statuses.map((s) => [ERROR_RESPONSES[s], errorResponse(s)])),
    },
  };
}
