import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { everyonesEvents, ownEvents } from './service.ts';

/**
 * An account's security events (ASVS 16.3.1, issue 32): its owner reads their own in Settings →
 * Security; the site's administrators read every account's in the console (access 'admin', which
 * asks for a second factor in the session too).
 */
export async function securityEventRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.securityEvents, async (request) => {
    const user = requireUser(request.user);
    return ok(request, null, await ownEvents(deps.db, user.id, request.query.cursor));
  });

  registerCall(app, calls.adminSecurityEvents, async (request) =>
    ok(request, null, await everyonesEvents(deps.db, request.query)),
  );
}
