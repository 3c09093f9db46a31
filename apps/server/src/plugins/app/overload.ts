import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { calls } from '@resona/contract/calls';
import { ServerBusyError } from '../../lib/app-error.ts';

/** What a caller turned away is told to wait. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;
/** How often under-pressure samples the event loop (its default). */
const SAMPLE_MS = 1000;
/**
 * Samples in a row over a threshold before load is shed. One late sample is a pause (a garbage
 * collection, a machine that stopped the process for a moment, a test worker loading modules),
 * not overload: a single pause of a second right after a sample makes that sample's mean delay
 * a second.
 */
export const SAMPLES_IN_A_ROW = 2;
/** At most one log line per this many milliseconds while load is shed. */
const LOG_EVERY_MS = 10_000;

/** The probes answer whatever the load: a load balancer must tell busy from down. */
const ALWAYS_ANSWERED = new Set<string>([calls.health.path, calls.ready.path]);

const isShed = (request: FastifyRequest) =>
  request.url.startsWith('/api/') && !ALWAYS_ANSWERED.has(request.routeOptions.url ?? '');

export interface LagLimits {
  /** Mean event-loop delay over a sample, in ms (0: not checked). */
  maxEventLoopDelayMs: number;
  /** Share of a sample the event loop was busy, 0–1 (0: not checked). */
  maxEventLoopUtilization: number;
}

/**
 * Reads under-pressure's samples one by one and answers whether the server keeps up: false once
 * SAMPLES_IN_A_ROW of them in a row were over a limit, true again at the first one under.
 */
export function lagWatch({ maxEventLoopDelayMs, maxEventLoopUtilization }: LagLimits) {
  let over = 0;
  return (sample: { eventLoopDelay: number; eventLoopUtilized: number }) => {
    const behind =
      (maxEventLoopDelayMs > 0 && sample.eventLoopDelay > maxEventLoopDelayMs) ||
      (maxEventLoopUtilization > 0 && sample.eventLoopUtilized > maxEventLoopUtilization);
    over = behind ? over + 1 : 0;
    return over < SAMPLES_IN_A_ROW;
  };
}

/**
 * Under overload an API call is answered at once, 503 SERVER_BUSY with Retry-After in the error
 * envelope and the caller's language, instead of waiting in line without bound (decision 098).
 * @fastify/under-pressure samples the event loop every second; when OVERLOAD_MAX_EVENT_LOOP_DELAY_MS
 * or OVERLOAD_MAX_EVENT_LOOP_UTILIZATION is passed by SAMPLES_IN_A_ROW samples in a row (its
 * `healthCheck`, run once a sample), the server counts as overloaded until a sample is under
 * them again. The web app's files are still served (they cost a file read, and a page must load
 * to show the message), and so are the health and readiness probes. `given` (tests) adds
 * under-pressure's own options.
 */
export default fp(
  async function overload(
    app: FastifyInstance,
    options: { given?: FastifyUnderPressureOptions | undefined },
  ) {
    const limits = app.deps.config.overload;
    const sampleInterval = options.given?.sampleInterval ?? SAMPLE_MS;
    const keepsUp = lagWatch(limits);
    const checked = limits.maxEventLoopDelayMs > 0 || limits.maxEventLoopUtilization > 0;
    let loggedAt = 0;
    await app.register(underPressure, {
      sampleInterval,
      // The last sample's utilisation, not the average since the process started.
      eventLoopUtilizationMode: 'interval',
      ...(checked && {
        healthCheck: async (instance) => keepsUp(instance.memoryUsage()),
        // Read right after each sample (under-pressure's timer for it is set first).
        healthCheckInterval: sampleInterval,
      }),
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
      pressureHandler: async (request, _reply, type) => {
        if (!isShed(request)) return;
        if (Date.now() - loggedAt >= LOG_EVERY_MS) {
          loggedAt = Date.now();
          const { eventLoopDelay, eventLoopUtilized } = app.memoryUsage();
          request.log.warn(
            { pressure: type, eventLoopDelay, eventLoopUtilized },
            'server busy: answering API calls 503',
          );
        }
        throw new ServerBusyError(OVERLOAD_RETRY_AFTER_SECONDS);
      },
      ...options.given,
    });
  },
  { name: 'overload', dependencies: ['deps', 'errors'] },
);
