import type {
  ContextConfigDefault,
  FastifyInstance,
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
import { ACCESS_TEXT, type Call, type RouteAccess } from '@resona/contract/calls';

/** Runs a handler once per Idempotency-Key; the app provides it (core/idempotency.ts). */
export type IdempotentRunner = (
  request: FastifyRequest,
  call: Call,
  run: () => Promise<unknown>,
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
export type CallHandler<C extends Call> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  CallSchema<C>,
  ZodTypeProvider
>;

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
    config: { access: call.access },
    schema: callSchema(call),
    handler: call.idempotent ? once(app, call, handler) : handler,
  } as RouteOptions);
}

/** An idempotent call's handler, run through the app's runner (decision 073). */
function once<C extends Call>(app: FastifyInstance, call: C, handler: CallHandler<C>) {
  if (typeof app.runIdempotent !== 'function') {
    throw new Error(`${call.id} is idempotent, but the app has no runIdempotent`);
  }
  return function (this: FastifyInstance, ...args: Parameters<CallHandler<C>>) {
    return app.runIdempotent(args[0], call, async () => handler.apply(this, args));
  };
}

const bearer = [{ bearer: [] }];
/** Public calls read no token; optional ones read one when it is sent. */
const SECURITY: Record<RouteAccess, object[]> = {
  public: [],
  optional: [{}, ...bearer],
  user: bearer,
  unverified: bearer,
  admin: bearer,
};

function callSchema(call: Call) {
  return {
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.body && { body: call.body }),
    ...(call.idempotent && { headers: ZIdempotencyHeaders }),
    ...(call.reply && { response: { 200: call.reply } }),
    operationId: call.id,
    summary: call.summary,
    description: [call.description, ACCESS_TEXT[call.access]].filter(Boolean).join('\n\n'),
    tags: [call.tag],
    security: SECURITY[call.access],
    ...(call.hidden && { hide: true }),
  };
}
