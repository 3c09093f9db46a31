import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { listTutorials, markTutorialSeen } from './service.ts';

export async function tutorialRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.tutorialList, async (request) =>
    ok(request, null, await listTutorials(deps, requestLanguage(request))),
  );

  registerCall(app, calls.tutorialSeen, async (request) =>
    ok(request, null, await markTutorialSeen(deps, requireUser(request.user))),
  );
}
