import { randomUUID } from 'node:crypto';
import type { FastifyUnderPressureOptions } from '@fastify/under-pressure';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Listen } from './db/listener.ts';
import { registerFeatures } from './features/index.ts';
import { loggerOptions } from './lib/logger.ts';
import authenticate from './plugins/app/authenticate.ts';
import depsPlugin, { type GivenDeps } from './plugins/app/deps.ts';
import errors, { frameworkError } from './plugins/app/errors.ts';
import metrics from './plugins/app/metrics.ts';
import overload from './plugins/app/overload.ts';
import requestLimit from './plugins/app/request-limit.ts';
import bodyParsers from './plugins/external/body-parsers.ts';
import openapi from './plugins/external/openapi.ts';
import security from './plugins/external/security.ts';
import webApp from './plugins/external/web-app.ts';

export const BODY_LIMIT = 64 * 1024;

export interface BuildOptions {
  deps: GivenDeps;
  /**
   * Listens for the sessions other servers change (the database handle's `listen`); without it
   * the session cache keeps nothing (decision 064).
   */
  listen?: Listen;
  /** A pino logger or options; tests pass their own to capture the stream. */
  logger?: FastifyServerOptions['logger'] | FastifyServerOptions['loggerInstance'];
  /** The per-address limiter for all calls; off in most tests so suites do not trip it. */
  generalRateLimit?: boolean;
  /** Sees every route as it is added; the security tests build their route table from it. */
  onRoute?: (route: RouteOptions) => void;
  /** The node-postgres pool behind `deps.db`: its connections and waits become metrics. */
  databasePool?: pg.Pool;
  /** @fastify/under-pressure's own options over the config's; tests simulate pressure with them. */
  underPressure?: FastifyUnderPressureOptions;
}

const REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * One log line per request, written when it completes and carrying the request too, instead of
 * Fastify's two ("incoming request", "request completed"): formatting and writing log lines was
 * a large share of a small API call's CPU. A completed request's line holds only what the
 * serializers make of it (id, method, the URL with its secrets redacted, address; status, time),
 * so it is written without the redaction pass, which cloned and searched every line; a line
 * with an error, which may carry anything, keeps it.
 */
class OneLinePerRequest extends LogController {
  #plain = new WeakMap<object, FastifyBaseLogger>();
  override incomingRequest() {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else
      this.#plainLog(request.server.log).info({ reqId: request.id, ...line }, 'request completed');
  }
  /** The app's logger without redaction, made once per app. */
  #plainLog(log: FastifyBaseLogger) {
    let plain = this.#plain.get(log);
    if (!plain) this.#plain.set(log, (plain = log.child({}, { redact: [] })));
    return plain;
  }
}

export async function buildApp(options: BuildOptions) {
  const { config } = options.deps;
  const logger = options.logger ?? loggerOptions(config.logLevel);
  const isInstance = typeof logger === 'object' && logger !== null && 'child' in logger;
  const app = Fastify({
    ...(isInstance
      ? { loggerInstance: logger as FastifyServerOptions['loggerInstance'] }
      : { logger: logger as FastifyServerOptions['logger'] }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
    forceCloseConnections: true,
    frameworkErrors: frameworkError,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(depsPlugin, { deps: options.deps, listen: options.listen });
  await app.register(errors);
  await app.register(security);
  await app.register(overload, { given: options.underPressure });
  await app.register(metrics, { databasePool: options.databasePool });
  await app.register(bodyParsers);
  if (options.generalRateLimit !== false) await app.register(requestLimit);
  if (config.apiDocs) await app.register(openapi);
  await app.register(authenticate);
  await app.register(registerFeatures);
  if (config.webDist) await app.register(webApp, { root: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
