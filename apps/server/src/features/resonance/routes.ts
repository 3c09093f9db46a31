import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../lib/register-call.ts';
import { ok } from '../../lib/reply.ts';
import { assertOwnUserId, requireUser } from '../../core/current-user.ts';
import { getHeartDataConsent, setHeartDataConsent } from './service.ts';

export async function resonanceRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.heartDataConsent, async (request) => {
    const user = requireUser(request.user);
    return ok(request, null, await getHeartDataConsent(deps, user.id));
  });

  registerCall(app, calls.setHeartDataConsent, async (request) => {
    const user = requireUser(request.user);
    assertOwnUserId(user, request.body.userID);
    return ok(request, null, await setHeartDataConsent(deps, user.id, request.body.agreed === 1));
  });
}
