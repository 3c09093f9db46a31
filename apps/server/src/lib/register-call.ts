import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdempotencyHeaders } from '@resona/contract';
import {
  ACCESS_TEXT,
  callParams,
  STUDY_TOKEN_TEXT,
  type Call,
  type RouteAccess,
} from '@resona/contract/calls';

/**
 * What an idempotent call's handler writes through: the transaction that also holds its
 * Idempotency-Key, or the database itself when no key was sent. This layer knows no database,
 * so the request core names the type (core/idempotency.ts declares `db` here).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by core
export interface IdempotentWrite {}
type WriteDb = IdempotentWrite extends { db: infer D } ? D : never;

/** Runs a handler once per Idempotency-Key; the app provides it (core/idempotency.ts). */
export type IdempotentRunner = (
  request: FastifyRequest,
  call: Call,
  run: (db: WriteDb) => Promise<unknown>,
) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    runIdempotent: IdempotentRunner;
  }
}

type Part<C, K extends string> = C extends { [P in K]: infer S } ? S : undefined;

/** The Fastify schema of a call: its inputs, its 200 reply, and what the OpenAPI document says. */
export interface CallSchema<C extends Call> extends FastifySchema {
  params: Part<C, 'params'>;
  querystring: Part<C, 'query'>;
  body: Part<C, 'body'>;
  response: C extends { reply: infer R } ? { 200: R } : undefined;
}

/** A call's own hooks and limits (rate limits, body size); never its path, schema or access. */
export type CallOptions<C extends Call> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    CallSchema<C>,
    ZodTypeProvider
  >,
  'schema' | 'config'
>;
type RouteHandler<C extends Call> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  CallSchema<C>,
  ZodTypeProvider
>;
/**
 * A call's handler. An idempotent call's gets a third argument: the database handle its
 * services write through, so the key and the write commit or roll back together (decision 073).
 */
export type CallHandler<C extends Call> = C extends { idempotent: true }
  ? (
      this: FastifyInstance,
      request: Parameters<RouteHandler<C>>[0],
      reply: Parameters<RouteHandler<C>>[1],
      db: WriteDb,
    ) => ReturnType<RouteHandler<C>>
  : RouteHandler<C>;

/**
 * The one way a route is registered: method, path, schemas and access all come from the
 * contract's call, so a route cannot disagree with it (decision 062). Its OpenAPI operation is
 * named, summarised and tagged from the same object.
 */
export function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  options: CallOptions<C>,
  handler: CallHandler<C>,
): void;
export function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
): void;
export function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  ...rest: [CallOptions<C>, CallHandler<C>] | [CallHandler<C>]
) {
  const [options, handler] = rest.length === 2 ? rest : [{}, rest[0]];
  app.route({
    ...options,
    method: call.method,
    url: call.path,
    config: {
      access: call.access,
      studyToken: call.studyToken ?? false,
      studyRoles: call.studyRoles ?? [],
    },
    schema: callSchema(call),
    handler: call.idempotent ? once(app, call, handler as IdempotentHandler) : handler,
  } as RouteOptions);
}

/** An idempotent call's handler, run through the app's runner with its handle (decision 073). */
function once(app: FastifyInstance, call: Call, handler: IdempotentHandler) {
  if (typeof app.runIdempotent !== 'function') {
    throw new Error(`${call.id} is idempotent, but the app has no runIdempotent`);
  }
  return function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    return app.runIdempotent(request, call, async (db) => handler.call(this, request, reply, db));
  };
}
type IdempotentHandler = (
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  db: WriteDb,
) => unknown;

const bearer = [{ bearer: [] }];
/** Public calls read no token; optional ones read one when it is sent. */
const SECURITY: Record<RouteAccess, object[]> = {
  public: [],
  optional: [{}, ...bearer],
  user: bearer,
  unverified: bearer,
  admin: bearer,
  study: bearer,
};

/** A study's data files: a console session or a study API token (decision 110). */
const STUDY_DATA_SECURITY = [...bearer, { studyToken: [] }];

function callSchema(call: Call) {
  const params = callParams(call);
  return {
    ...(params && { params }),
    ...(call.query && { querystring: call.query }),
    ...(call.body && { body: call.body }),
    ...(call.idempotent && { headers: ZIdempotencyHeaders }),
    ...(call.reply && { response: { 200: call.reply } }),
    operationId: call.id,
    summary: call.summary,
    description: [call.description, ACCESS_TEXT[call.access], call.studyToken && STUDY_TOKEN_TEXT]
      .filter(Boolean)
      .join('\n\n'),
    tags: [call.tag],
    security: call.studyToken ? STUDY_DATA_SECURITY : SECURITY[call.access],
    ...(call.hidden && { hide: true }),
  };
}
