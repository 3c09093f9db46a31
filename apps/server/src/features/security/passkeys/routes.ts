import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { limitPerAddress, limitPerUser, MINUTE } from '../../../core/rate-limit.ts';
import { clientHeaders } from '../../../lib/client-headers.ts';
import { ok } from '../../../lib/reply.ts';
import { askingOf } from '../asking.ts';
import { clientOf } from '../../../core/security-events.ts';
import { issueDeviceToken, presentContext, presentUserDetails } from '../../auth/index.ts';
import {
  addPasskey,
  passkeyOptions,
  passkeySignIn,
  passkeySignInOptions,
  removePasskey,
} from './service.ts';

/** Passkeys (issue 32): made and removed in Settings → Security, and signing in alone. */
export async function passkeyRoutes(app: FastifyInstance) {
  const { deps } = app;
  const guarded = { preValidation: limitPerUser(deps, 'second-factor', 10, 15 * MINUTE) };
  const signIn = { onRequest: limitPerAddress(deps, 'login', 10, MINUTE) };

  registerCall(app, calls.passkeyOptions, guarded, async (request) =>
    ok(request, null, await passkeyOptions(deps, askingOf(request), request.body)),
  );

  registerCall(app, calls.addPasskey, guarded, async (request) =>
    ok(request, 'passkeyAdded', await addPasskey(deps, askingOf(request), request.body)),
  );

  registerCall(app, calls.removePasskey, guarded, async (request) =>
    ok(request, 'passkeyRemoved', await removePasskey(deps, askingOf(request), request.body)),
  );

  registerCall(app, calls.passkeySignInOptions, signIn, async (request) =>
    ok(request, null, await passkeySignInOptions(deps)),
  );

  registerCall(app, calls.passkeySignIn, signIn, async (request) => {
    const headers = clientHeaders(request);
    const { user, authToken } = await passkeySignIn(
      deps,
      request.body.credential,
      {
        deviceId: headers['device-id'],
        deviceType: headers['device-type'],
        userAgent: request.headers['user-agent']?.slice(0, 512),
      },
      clientOf(request),
    );
    request.user = user;
    return ok(request, 'loginSuccess', {
      user_details: await presentUserDetails(user, authToken, presentContext(deps, request)),
      device_token: issueDeviceToken(deps.config, user.id),
    });
  });
}
