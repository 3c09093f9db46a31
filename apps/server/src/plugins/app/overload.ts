import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { calls } from '@resona/contract/calls';
import { ServerBusyError } from '../../lib/app-error.ts';

/** What a caller turned away is told to wait. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;
/** At most one log line per this many milliseconds while load is shed. */
const LOG_EVERY_MS = 10_000;

/** The probes answer whatever the load: a load balancer must tell busy from down. */
const ALWAYS_ANSWERED = new Set<string>([calls.health.path, calls.ready.path]);

const isShed = (request: FastifyRequest) =>
  request.url.startsWith('/api/') && !ALWAYS_ANSWERED.has(request.routeOptions.url ?? '');

/**
 * Under overload an API call is answered at once, 503 SERVER_BUSY with Retry-After in the error
 * envelope and the caller's language, instead of waiting in line without bound (decision 098).
 * @fastify/under-pressure samples the event loop every second; OVERLOAD_MAX_EVENT_LOOP_DELAY_MS
 * and OVERLOAD_MAX_EVENT_LOOP_UTILIZATION say when it is overloaded. The web app's files are
 * still served (they cost a file read, and a page must load to show the message), and so are
 * the health and readiness probes. `given` (tests) adds under-pressure's own options.
 */
export default fp(
  async function overload(
    app: FastifyInstance,
    options: { given?: FastifyUnderPressureOptions | undefined },
  ) {
    const { maxEventLoopDelayMs, maxEventLoopUtilization } = app.deps.config.overload;
    let loggedAt = 0;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxEventLoopUtilization,
      // The last second's utilisation, not the average since the process started.
      eventLoopUtilizationMode: 'interval',
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
      pressureHandler: async (request, _reply, type, value) => {
        if (!isShed(request)) return;
        if (Date.now() - loggedAt >= LOG_EVERY_MS) {
          loggedAt = Date.now();
          request.log.warn({ pressure: type, value }, 'server busy: answering API calls 503');
        }
        throw new ServerBusyError(OVERLOAD_RETRY_AFTER_SECONDS);
      },
      ...options.given,
    });
  },
  { name: 'overload', dependencies: ['deps', 'errors'] },
);
