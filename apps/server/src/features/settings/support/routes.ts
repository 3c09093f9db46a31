import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { remainingToday, sendSupportMessage } from './service.ts';

/** The support form (spec §2 /Setting/Support, §5): its fixed fields, and sending it. */
export async function supportRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.supportForm, async (request) => {
    const user = requireUser(request.user);
    return ok(request, null, {
      to: deps.config.supportEmail,
      from: user.email,
      remaining_today: await remainingToday(deps, user.id),
    });
  });

  registerCall(app, calls.supportMail, async (request) => {
    const user = requireUser(request.user);
    return ok(request, 'supportSent', await sendSupportMessage(deps, user, request.body));
  });
}
