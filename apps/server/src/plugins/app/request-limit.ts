import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { calls } from '@resona/contract/calls';
import { AppError } from '../../lib/app-error.ts';
import { MINUTE } from '../../core/rate-limit.ts';
import { createRequestCounts, type RequestCounts } from '../../core/request-counts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The general limit's counts; tests flush them instead of waiting for the timer. */
    requestCounts?: RequestCounts;
  }
}

/** Per client address and minute; reads and writes are counted apart. */
export const READS_PER_MINUTE = 1000;
export const WRITES_PER_MINUTE = 100;

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * Readiness is not counted: with the database away it must answer 503, not fail while counting
 * (in the database), and however many ask, it runs one check at a time.
 */
const UNCOUNTED = calls.ready.path;

/**
 * The general per-address limit on every API call. The counts live in the database
 * (core/request-counts.ts), so any number of servers on one database allow what one would:
 * writes exactly (a statement each), reads counted in memory and added every 100 ms (decision
 * 081). It runs on onRequest, before the body is parsed or validated: a malformed request counts
 * too. The web app's own files are not counted: loading a few pages must never use up anyone's
 * writes.
 */
export default fp(
  async function requestLimit(app: FastifyInstance) {
    const counts = createRequestCounts(app.deps.db);
    app.decorate('requestCounts', counts);
    app.addHook('onClose', () => counts.close());
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.url === UNCOUNTED) return;
      const at = app.deps.now();
      const read = isRead(request);
      const limit = read ? READS_PER_MINUTE : WRITES_PER_MINUTE;
      const { count, endsAt } = read
        ? await counts.countSoon(`read:${request.ip}`, MINUTE, at, limit)
        : await counts.countNow(`write:${request.ip}`, MINUTE, at);
      if (count > limit) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((endsAt - at.getTime()) / 1000))));
        throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
      }
    });
  },
  { name: 'request-limit', dependencies: ['deps'] },
);
