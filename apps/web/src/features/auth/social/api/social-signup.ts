import { ZSocialSignupRequest } from '@resona/contract';
import type { z } from 'zod';
import { authCalls } from '@resona/contract/auth/calls';
import { apiRequest } from '../../../../lib/api-client.ts';

export type SocialSignupBody = z.output<typeof ZSocialSignupRequest>;

export function socialSignup(body: SocialSignupBody) {
  return apiRequest(authCalls.socialSignup, { body });
}
