import { API, ZCheckSocialSignupRequest, ZCheckSocialSignupResponse } from '@resona/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

export type CheckSocialSignupBody = z.output<typeof ZCheckSocialSignupRequest>;

/** Signs in when the social account exists (social_status 1); 0 means sign up next. */
export function checkSocialSignup(body: CheckSocialSignupBody) {
  return apiRequest(API.checkSocialSignup, ZCheckSocialSignupResponse, { method: 'POST', body });
}
