import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZAccessCode, zLine } from '../fields.ts';
import { ZStudyLinkToken } from '../onboarding/add-study-survey.ts';
import { ZStudySurveyKind } from '../onboarding/get-study-survey.ts';
import { ZCurrentUser } from './user.ts';

/** POST finish-signup {access_code}: redeems a code for the signed-in user. */
export const ZFinishSignupRequest = z.object({
  access_code: zLine({ error: 'accessCodeEmpty' })
    .trim()
    .min(1, { error: 'accessCodeEmpty' })
    .pipe(ZAccessCode),
});
export const ZFinishSignupResponse = ZEnvelope(z.object({ user_details: ZCurrentUser }));

/**
 * POST survey-completed: a study page opened with completed=1 reports that the questionnaire
 * (pre-study by default) is done. Signed in, for the caller; signed out, for the account of the
 * mailed link's `token` (decision 044). The spec's `email` is no proof and is not read.
 */
export const ZSurveyCompletedRequest = z.object({
  kind: ZStudySurveyKind.default('pre'),
  token: ZStudyLinkToken.optional(),
});
export const ZSurveyCompletedResponse = ZEnvelope(z.object({}));
