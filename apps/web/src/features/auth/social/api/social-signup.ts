import { API, ZSocialSignupRequest, ZSocialSignupResponse } from '@resona/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

export type SocialSignupBody = z.output<typeof ZSocialSignupRequest>;

export function socialSignup(body: SocialSignupBody) {
  return apiRequest(API.socialSignup, ZSocialSignupResponse, { method: 'POST', body });
}
