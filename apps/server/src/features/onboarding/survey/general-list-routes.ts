import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { requestLanguage } from '../../../lib/language.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { assertOwnUserId, requireUser } from '../../../core/current-user.ts';
import { listMarkedSurveyOptions } from './service.ts';

/** GET general/list?user_id (spec §7): the survey lists with the caller's answers marked. */
export async function generalListRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.generalList, async (request) => {
    const user = requireUser(request.user);
    assertOwnUserId(user, request.query.user_id);
    return ok(request, null, await listMarkedSurveyOptions(deps, user, requestLanguage(request)));
  });
}
