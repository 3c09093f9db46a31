import { useMutation } from '@tanstack/react-query';
import { ZVerifyEmailRequest } from '@resona/contract';
import type { z } from 'zod';
import { authCalls } from '@resona/contract/auth/calls';
import { apiRequest } from '../../../lib/api-client.ts';

export type VerifyEmailBody = z.output<typeof ZVerifyEmailRequest>;

export function verifyEmail(body: VerifyEmailBody) {
  return apiRequest(authCalls.verifyEmail, { body });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
