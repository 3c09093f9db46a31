import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import { assertOwnUserId, requireUser } from '../../../core/current-user.ts';
import { getCalibration, getSpeed, setSpeed } from './service.ts';

export async function calibrationRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.userCalibration, async (request) => {
    const user = requireUser(request.user);
    assertOwnUserId(user, request.query.userid);
    return ok(request, null, await getCalibration(deps, user, requestLanguage(request)));
  });

  registerCall(app, calls.userSpeed, async (request) => {
    const user = requireUser(request.user);
    assertOwnUserId(user, request.query.userid);
    return ok(request, null, await getSpeed(deps, user));
  });

  registerCall(app, calls.setUserSpeed, async (request) => {
    const user = requireUser(request.user);
    assertOwnUserId(user, request.body.userID);
    return ok(request, 'speedSaved', await setSpeed(deps, user, request.body.recommended_speed));
  });
}
