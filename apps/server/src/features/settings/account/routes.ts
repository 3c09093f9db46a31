import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { listAccountChoices, updateUserInfo, viewUserInfo } from './service.ts';

/** Account details: view, the edit form's choices, and save (spec §7 User v2). */
export async function accountRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.userInformationView, async (request) => {
    const user = requireUser(request.user);
    return ok(request, null, {
      user_info: await viewUserInfo(deps, user, requestLanguage(request)),
    });
  });

  registerCall(app, calls.accountDetails, async (request) => {
    const user = requireUser(request.user);
    return ok(request, null, await listAccountChoices(deps, user, requestLanguage(request)));
  });

  registerCall(app, calls.userInformationUpdate, async (request) => {
    const user = requireUser(request.user);
    const info = await updateUserInfo(deps, user, request.body, requestLanguage(request));
    return ok(request, 'informationUpdated', { user_info: info });
  });
}
