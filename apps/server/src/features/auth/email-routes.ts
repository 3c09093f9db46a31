import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZCheckEmailVerificationQuery,
  ZCheckEmailVerificationResponse,
  ZNewPasswordRequest,
  ZNewPasswordResponse,
  ZResendVerificationQuery,
  ZResendVerificationResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '@resona/contract';
import { limitPerAddress, MINUTE } from '../../core/rate-limit.ts';
import { ok, t } from '../../lib/reply.ts';
import { requestPasswordReset, setNewPassword } from './password-reset-service.ts';
import { resendVerification, verifyEmail } from './verification-service.ts';

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** Calls that answer links from mail: verification and password reset. */
export async function emailRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // The query's email is ignored: the answer is always about the signed-in user.
  app.get(
    API.checkEmailVerification,
    {
      // The /check screen's own call (spec §6: an unverified account sees that page only).
      config: { access: 'unverified' },
      schema: {
        querystring: ZCheckEmailVerificationQuery,
        response: { 200: ZCheckEmailVerificationResponse },
      },
    },
    (request) => {
      const user = request.user!;
      return ok(request, user.isVerified ? 'emailVerified' : 'pleaseVerify', {
        user_detail: {
          is_verified: flag(user.isVerified),
          is_subscribe: flag(user.isSubscribed),
          is_survey_complete: flag(user.isSurveyComplete),
        },
      });
    },
  );

  app.get(
    API.resendVerificationEmail,
    {
      config: { access: 'optional' },
      onRequest: limitPerAddress(deps, 'resend', 30, 5 * MINUTE),
      schema: {
        querystring: ZResendVerificationQuery,
        response: { 200: ZResendVerificationResponse },
      },
    },
    async (request) => {
      const { isVerified } = await resendVerification(deps, request.query.email, request.user);
      const key = isVerified ? 'emailVerified' : 'verificationSentIfExists';
      return ok(request, key, {
        status: true,
        message: t(request, key),
        is_verified: flag(isVerified),
      });
    },
  );

  app.post(
    API.verifyEmail,
    {
      config: { access: 'public' },
      onRequest: limitPerAddress(deps, 'verify-email', 10, MINUTE),
      schema: { body: ZVerifyEmailRequest, response: { 200: ZVerifyEmailResponse } },
    },
    async (request) => {
      await verifyEmail(deps, request.body.email, request.body.token);
      return ok(request, 'emailVerified', { is_verified: 1, message: t(request, 'emailVerified') });
    },
  );

  app.patch(
    API.resetPassword,
    {
      config: { access: 'public' },
      onRequest: limitPerAddress(deps, 'reset', 30, 5 * MINUTE),
      schema: { body: ZResetPasswordRequest, response: { 200: ZResetPasswordResponse } },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return ok(request, 'resetSent', {});
    },
  );

  app.post(
    API.newPassword,
    {
      config: { access: 'public' },
      onRequest: limitPerAddress(deps, 'new-password', 10, MINUTE),
      schema: { body: ZNewPasswordRequest, response: { 200: ZNewPasswordResponse } },
    },
    async (request) => {
      await setNewPassword(deps, request.body.token, request.body.password);
      return ok(request, 'passwordResetDone', {});
    },
  );
}
