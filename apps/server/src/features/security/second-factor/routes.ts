import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { limitPerAddress, limitPerUser, MINUTE } from '../../../core/rate-limit.ts';
import { ok } from '../../../lib/reply.ts';
import { askingOf } from '../asking.ts';
import { issueDeviceToken, presentContext, presentUserDetails } from '../../auth/index.ts';
import {
  confirmAuthenticator,
  removeAuthenticator,
  renewRecoveryCodes,
  secondFactors,
  startAuthenticator,
} from './service.ts';
import { passSecondFactor } from './sign-in-step.ts';
import { clientOf } from '../../../core/security-events.ts';

/** Second factors (issue 32): the second step of a sign-in, and their settings. */
export async function secondFactorRoutes(app: FastifyInstance) {
  const { deps } = app;
  // A password or a code guessed with a stolen session: ten tries in fifteen minutes.
  const guarded = { preValidation: limitPerUser(deps, 'second-factor', 10, 15 * MINUTE) };

  registerCall(
    app,
    calls.loginSecondFactor,
    { onRequest: limitPerAddress(deps, 'login', 10, MINUTE) },
    async (request) => {
      const { user, authToken } = await passSecondFactor(deps, request.body, clientOf(request));
      request.user = user;
      return ok(request, 'loginSuccess', {
        user_details: await presentUserDetails(user, authToken, presentContext(deps, request)),
        device_token: issueDeviceToken(deps.config, user.id),
      });
    },
  );

  registerCall(app, calls.secondFactors, async (request) =>
    ok(request, null, await secondFactors(deps.db, askingOf(request))),
  );

  registerCall(app, calls.startAuthenticator, guarded, async (request) =>
    ok(
      request,
      'authenticatorStarted',
      await startAuthenticator(deps, askingOf(request), request.body),
    ),
  );

  registerCall(app, calls.confirmAuthenticator, guarded, async (request) =>
    ok(
      request,
      'authenticatorAdded',
      await confirmAuthenticator(deps, askingOf(request), request.body.code),
    ),
  );

  registerCall(app, calls.removeAuthenticator, guarded, async (request) =>
    ok(
      request,
      'authenticatorRemoved',
      await removeAuthenticator(deps, askingOf(request), request.body),
    ),
  );

  registerCall(app, calls.newRecoveryCodes, guarded, async (request) =>
    ok(
      request,
      'recoveryCodesCreated',
      await renewRecoveryCodes(deps, askingOf(request), request.body),
    ),
  );
}
