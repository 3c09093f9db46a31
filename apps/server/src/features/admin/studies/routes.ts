import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { okWith } from '../ok-with.ts';
import { createStudy, listSiteStudies, myStudies, nameStudyOwner } from './service.ts';

const named = (joined: boolean) => (joined ? 'adminOwnerJoined' : 'adminInvitationSent');

/** The site administrator's studies, and each account's own for the console's switcher. */
export async function studyRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerCall(app, calls.adminStudies, async (request) =>
    ok(request, null, { studies: await listSiteStudies(deps) }),
  );
  registerCall(app, calls.adminCreateStudy, async (request) => {
    const made = await createStudy(deps, request.body, request.user!, consoleActor(request));
    const message = made.joined ? 'adminStudyCreated' : named(false);
    return okWith(request, message, { email: request.body.owner_email }, made);
  });
  registerCall(app, calls.adminNameStudyOwner, async (request) => {
    const { studyId } = request.params;
    const made = await nameStudyOwner(
      deps,
      studyId,
      request.body,
      request.user!,
      consoleActor(request),
    );
    return okWith(request, named(made.joined), { email: request.body.email }, made);
  });
  registerCall(app, calls.adminMyStudies, async (request) =>
    ok(request, null, await myStudies(deps, request.user!, request.secondFactorAt)),
  );
}
