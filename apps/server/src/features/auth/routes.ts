import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../lib/register-call.ts';
import { createBotChallenge } from '../../core/bot-check.ts';
import { clientHeaders } from '../../lib/client-headers.ts';
import { limitPerAddress, limitPerUser, MINUTE } from '../../core/rate-limit.ts';
import { ok } from '../../lib/reply.ts';
import { clientOf } from '../../core/security-events.ts';
import { finishSignup } from './access-service.ts';
import { emailRoutes } from './email-routes.ts';
import { logIn, signOut } from './login-service.ts';
import { issueDeviceToken } from './known-device.ts';
import { presentContext, presentUser, presentUserDetails } from './present-user.ts';
import { signUp, type DeviceInfo } from './signup-service.ts';

/** Longer than any real browser's; a longer header is cut, not stored whole. */
const USER_AGENT_LENGTH = 512;

export function deviceInfo(request: FastifyRequest): DeviceInfo {
  const headers = clientHeaders(request);
  return {
    deviceId: headers['device-id'],
    deviceType: headers['device-type'],
    timezone: headers.timezone,
    remoteIp: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_LENGTH),
  };
}

/** Auth calls of spec §7: each route parses with the contract, calls a service, presents. */
export async function authRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.botChallenge, () => createBotChallenge(deps));

  registerCall(
    app,
    calls.signup,
    { onRequest: limitPerAddress(deps, 'signup', 30, 5 * MINUTE) },
    async (request) => {
      const { user, authToken } = await signUp(deps, request.body, deviceInfo(request));
      // The reply is written in the new user's language, as if they were already signed in.
      request.user = user;
      return ok(request, 'signupSuccess', {
        user_details: await presentUserDetails(user, authToken, presentContext(deps, request)),
      });
    },
  );

  registerCall(
    app,
    calls.login,
    { onRequest: limitPerAddress(deps, 'login', 10, MINUTE) },
    async (request) => {
      const signedIn = await logIn(deps, request.body, deviceInfo(request));
      request.user = signedIn.user;
      if (signedIn.secondFactor) {
        return ok(request, 'secondFactorRequired', { second_factor: signedIn.secondFactor });
      }
      return ok(request, 'loginSuccess', {
        user_details: await presentUserDetails(
          signedIn.user,
          signedIn.authToken,
          presentContext(deps, request),
        ),
        device_token: issueDeviceToken(deps.config, signedIn.user.id),
      });
    },
  );

  registerCall(app, calls.logout, async (request) => {
    await signOut(deps, request.sessionId!, request.user!.id, clientOf(request));
    return ok(request, 'logoutSuccess', {});
  });

  // The web app learns from it where a signed-in person belongs, /check included.
  registerCall(app, calls.profileInfo, async (request) =>
    ok(request, null, {
      user_details: await presentUser(request.user!, presentContext(deps, request)),
    }),
  );

  registerCall(
    app,
    calls.finishSignup,
    {
      // After the bearer token is resolved (onRequest), so the count is per account.
      preValidation: limitPerUser(deps, 'finish-signup', 10, MINUTE),
    },
    async (request) => {
      const user = await finishSignup(deps, request.user!.id, request.body.access_code);
      return ok(request, 'accessCodeAccepted', {
        user_details: await presentUser(user, presentContext(deps, request)),
      });
    },
  );

  await app.register(emailRoutes);
}
