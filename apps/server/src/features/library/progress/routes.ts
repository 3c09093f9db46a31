import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { requestTimeZone } from '../../../lib/time-zone.ts';
import { findProgress } from './queries.ts';

export async function progressRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.progress, async (request) => {
    const user = requireUser(request.user);
    const zone = requestTimeZone(request, user.deviceTimezone);
    return ok(request, null, await findProgress(deps.db, user.id, zone, deps.now()));
  });
}
