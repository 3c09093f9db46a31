import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { inviteFriends } from './service.ts';

/** Invite friends (spec §2 /Setting/Invite-friend): one mail to each address given. */
export async function inviteRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.inviteFriends, async (request) => {
    const user = requireUser(request.user);
    const result = await inviteFriends(deps, user, request.body.emails);
    return ok(request, 'invitationSent', result);
  });
}
