import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { notFound } from '../../../lib/app-error.ts';
import { limitPerUser, MINUTE } from '../../../core/rate-limit.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { changePassword } from './service.ts';
import { clientOf } from '../../../core/security-events.ts';

export async function passwordRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(
    app,
    calls.changePassword,
    {
      // Per account, after the token is resolved: a stolen session cannot guess the old
      // password faster than ten tries in fifteen minutes.
      preValidation: limitPerUser(deps, 'change-password', 10, 15 * MINUTE),
    },
    async (request) => {
      const user = requireUser(request.user);
      if (request.sessionId === null) throw notFound();
      const result = await changePassword(
        deps,
        user,
        request.sessionId,
        request.body,
        clientOf(request),
      );
      return ok(request, 'passwordChanged', result);
    },
  );
}
