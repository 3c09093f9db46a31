import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { limitPerAddress, MINUTE } from '../../../core/rate-limit.ts';
import { ok } from '../../../lib/reply.ts';
import { presentContext, presentUserDetails } from '../present-user.ts';
import { deviceInfo } from '../routes.ts';
import { createFacebookVerifier } from './facebook-verifier.ts';
import { createGoogleVerifier } from './google-verifier.ts';
import { checkSocialSignup, socialSignup, type SocialVerifiers } from './service.ts';

/** Social sign-in of spec §4 and §7: check-social-signup, then social-signup. */
export async function socialRoutes(app: FastifyInstance) {
  const { deps } = app;
  // Built once per server, so Google's key set is fetched once and cached between requests.
  const verifiers: SocialVerifiers = {
    google: createGoogleVerifier(deps.config.google),
    facebook: createFacebookVerifier(deps.config.facebook),
  };
  // Each call may ask a provider over the network, so both share the sign-up's budget.
  const limit = limitPerAddress(deps, 'social-login', 30, 5 * MINUTE);

  registerCall(app, calls.checkSocialSignup, { onRequest: limit }, async (request) => {
    const found = await checkSocialSignup(deps, verifiers, request.body, deviceInfo(request));
    if (!found) return ok(request, null, { social_status: 0 as const, user_details: null });
    request.user = found.user;
    if (found.secondFactor) {
      return ok(request, 'secondFactorRequired', {
        social_status: 1 as const,
        user_details: null,
        second_factor: found.secondFactor,
      });
    }
    return ok(request, 'socialLoginSuccess', {
      social_status: 1 as const,
      user_details: await presentUserDetails(
        found.user,
        found.authToken,
        presentContext(deps, request),
      ),
    });
  });

  registerCall(app, calls.socialSignup, { onRequest: limit }, async (request) => {
    const outcome = await socialSignup(deps, verifiers, request.body, deviceInfo(request));
    // The reply is written in the user's language, as if they were already signed in.
    request.user = outcome.user;
    if (outcome.secondFactor) {
      return ok(request, 'secondFactorRequired', {
        social_status: 1 as const,
        user_details: null,
        second_factor: outcome.secondFactor,
      });
    }
    return ok(request, 'socialLoginSuccess', {
      social_status: 1 as const,
      user_details: await presentUserDetails(
        outcome.user,
        outcome.authToken,
        presentContext(deps, request),
      ),
    });
  });
}
