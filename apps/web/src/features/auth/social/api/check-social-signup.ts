import { ZCheckSocialSignupRequest } from '@resona/contract';
import type { z } from 'zod';
import { authCalls } from '@resona/contract/auth/calls';
import { apiRequest } from '../../../../lib/api-client.ts';

export type CheckSocialSignupBody = z.output<typeof ZCheckSocialSignupRequest>;

/** Signs in when the social account exists (social_status 1); 0 means sign up next. */
export function checkSocialSignup(body: CheckSocialSignupBody) {
  return apiRequest(authCalls.checkSocialSignup, { body });
}
