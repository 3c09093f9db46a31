import type { FastifyInstance } from 'fastify';
import type { MessageKey } from '@resona/contract';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../lib/register-call.ts';
import { limitPerAddress, MINUTE } from '../../core/rate-limit.ts';
import { ok, t } from '../../lib/reply.ts';
import { requestPasswordReset, setNewPassword } from './password-reset-service.ts';
import { resendVerification, verifyEmail, type ResendOutcome } from './verification-service.ts';

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

const RESEND_MESSAGES = {
  verified: 'emailVerified',
  sent: 'verificationSent',
  sentRecently: 'verificationSentRecently',
  sentIfExists: 'verificationSentIfExists',
} as const satisfies Record<ResendOutcome, MessageKey>;

/** Calls that answer links from mail: verification and password reset. */
export async function emailRoutes(app: FastifyInstance) {
  const { deps } = app;

  // The query's email is ignored: the answer is always about the signed-in user.
  // The /check screen's own call (spec §6: an unverified account sees that page only).
  registerCall(app, calls.checkEmailVerification, (request) => {
    const user = request.user!;
    return ok(request, user.isVerified ? 'emailVerified' : 'pleaseVerify', {
      user_detail: {
        is_verified: flag(user.isVerified),
        is_subscribe: flag(user.isSubscribed),
        is_survey_complete: flag(user.isSurveyComplete),
      },
    });
  });

  registerCall(
    app,
    calls.resendVerificationEmail,
    { onRequest: limitPerAddress(deps, 'resend', 30, 5 * MINUTE) },
    async (request) => {
      const outcome = await resendVerification(deps, request.query.email, request.user);
      const key = RESEND_MESSAGES[outcome];
      return ok(request, key, {
        // False only when no mail went out now and the owner is told why.
        status: outcome !== 'sentRecently',
        message: t(request, key),
        is_verified: flag(outcome === 'verified'),
      });
    },
  );

  registerCall(
    app,
    calls.verifyEmail,
    { onRequest: limitPerAddress(deps, 'verify-email', 10, MINUTE) },
    async (request) => {
      await verifyEmail(deps, request.body.email, request.body.token);
      return ok(request, 'emailVerified', { is_verified: 1, message: t(request, 'emailVerified') });
    },
  );

  registerCall(
    app,
    calls.resetPassword,
    { onRequest: limitPerAddress(deps, 'reset', 30, 5 * MINUTE) },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return ok(request, 'resetSent', {});
    },
  );

  registerCall(
    app,
    calls.newPassword,
    { onRequest: limitPerAddress(deps, 'new-password', 10, MINUTE) },
    async (request) => {
      await setNewPassword(deps, request.body.token, request.body.password);
      return ok(request, 'passwordResetDone', {});
    },
  );
}
