import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ZInviteFriendsRequest, ZInviteFriendsResponse } from '@resona/contract';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { inviteFriends } from './service.ts';

/** Invite friends (spec §2 /Setting/Invite-friend): one mail to each address given. */
export async function inviteRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    API.inviteFriends,
    { schema: { body: ZInviteFriendsRequest, response: { 200: ZInviteFriendsResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      const result = await inviteFriends(deps, user, request.body.emails);
      return ok(request, 'invitationSent', result);
    },
  );
}
