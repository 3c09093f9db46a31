import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { countInWindow, MINUTE } from '../../core/rate-limit.ts';

/** Per client address and minute; reads and writes are counted apart. */
export const READS_PER_MINUTE = 1000;
export const WRITES_PER_MINUTE = 100;

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * The general per-address limit on every API call. The counts live in the database
 * (core/rate-limit.ts), so any number of servers on one database allow what one would. It runs
 * on onRequest, before the body is parsed or validated: a malformed request counts too.
 * The web app's own files are not counted: loading a few pages must never use up anyone's writes.
 */
export default fp(
  async function requestLimit(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const read = isRead(request);
      const { db, now } = app.deps;
      const at = now();
      const { count, endsAt } = await countInWindow(
        db,
        `${read ? 'read' : 'write'}:${request.ip}`,
        MINUTE,
        at,
      );
      if (count > (read ? READS_PER_MINUTE : WRITES_PER_MINUTE)) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((endsAt - at.getTime()) / 1000))));
        throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
      }
    });
  },
  { name: 'request-limit', dependencies: ['deps'] },
);
