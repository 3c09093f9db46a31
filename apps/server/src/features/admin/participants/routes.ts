import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { requestStudy } from '../request-study.ts';
import { signOutParticipant } from './service.ts';

/** What a researcher does to a participant's account itself: sign them out everywhere. */
export async function participantRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminSignOutParticipant, async (request) =>
    ok(
      request,
      'participantSignedOut',
      await signOutParticipant(
        deps,
        requestStudy(request),
        request.body.user_id,
        consoleActor(request),
      ),
    ),
  );
}
