import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { okWith } from '../ok-with.ts';
import { requestStudy } from '../request-study.ts';
import { acceptInvitation } from './accept.ts';
import {
  getTeam,
  inviteMember,
  removeMember,
  revokeInvitation,
  saveStudy,
  setMemberRole,
} from './service.ts';

/** A study's team and settings for its owners, and joining a team with an invitation's link. */
export async function teamRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerCall(app, calls.adminTeam, async (request) =>
    ok(request, null, await getTeam(deps, requestStudy(request))),
  );
  registerCall(app, calls.adminInviteMember, async (request) => {
    const invitation = await inviteMember(
      deps,
      requestStudy(request),
      request.body,
      request.user!,
      consoleActor(request),
    );
    return okWith(request, 'adminInvitationSent', { email: invitation.email }, { invitation });
  });
  registerCall(app, calls.adminRevokeInvitation, async (request) => {
    await revokeInvitation(deps, requestStudy(request), request.params.id, consoleActor(request));
    return ok(request, 'adminInvitationRevoked', {});
  });
  registerCall(app, calls.adminSetMemberRole, async (request) => {
    const member = await setMemberRole(
      deps,
      requestStudy(request),
      request.params.id,
      request.body.role,
      consoleActor(request),
    );
    return ok(request, 'adminMemberRoleChanged', { member });
  });
  registerCall(app, calls.adminRemoveMember, async (request) => {
    await removeMember(deps, requestStudy(request), request.params.id, consoleActor(request));
    return ok(request, 'adminMemberRemoved', {});
  });
  registerCall(app, calls.adminSaveStudy, async (request) => {
    const study = await saveStudy(deps, requestStudy(request), request.body, consoleActor(request));
    return ok(request, 'adminStudySaved', { study });
  });
  registerCall(app, calls.adminAcceptInvitation, async (request) => {
    const study = await acceptInvitation(
      deps,
      request.user!,
      request.secondFactorAt,
      request.body.token,
    );
    return okWith(request, 'invitationAccepted', { study: study.name }, { study });
  });
}
