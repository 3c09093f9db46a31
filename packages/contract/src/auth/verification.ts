import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZEmail, ZFlag, zLine } from '../fields.ts';

/** GET check-email-verification?email — answers for the signed-in user only. */
export const ZCheckEmailVerificationQuery = z.object({ email: zLine().max(254).optional() });
export const ZCheckEmailVerificationResponse = ZEnvelope(
  z.object({
    user_detail: z.object({
      is_verified: ZFlag,
      is_subscribe: ZFlag,
      is_survey_complete: ZFlag,
    }),
  }),
);

/** GET resend-verification-email?email — the same answer whether or not the address exists. */
export const ZResendVerificationQuery = z.object({ email: ZEmail });
export const ZResendVerificationResponse = ZEnvelope(
  z.object({ status: z.boolean(), message: z.string(), is_verified: ZFlag }),
);

/** POST verify-email {email, token} from the link in the mail. */
export const ZVerifyEmailRequest = z.object({
  email: ZEmail,
  token: zLine().trim().min(1, { error: 'invalidToken' }).max(128, { error: 'invalidToken' }),
});
export const ZVerifyEmailResponse = ZEnvelope(
  z.object({ is_verified: ZFlag, message: z.string() }),
);
