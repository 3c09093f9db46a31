import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZAccessCode, ZEmail, zLine } from '../fields.ts';
import { ZCurrentUser } from './user.ts';

/** POST finish-signup {access_code}: redeems a code for the signed-in user. */
export const ZFinishSignupRequest = z.object({
  access_code: zLine({ error: 'accessCodeEmpty' })
    .trim()
    .min(1, { error: 'accessCodeEmpty' })
    .pipe(ZAccessCode),
});
export const ZFinishSignupResponse = ZEnvelope(z.object({ user_details: ZCurrentUser }));

/** POST survey-completed {email}: the study survey page reports completion. */
export const ZSurveyCompletedRequest = z.object({ email: ZEmail });
export const ZSurveyCompletedResponse = ZEnvelope(z.object({}));
