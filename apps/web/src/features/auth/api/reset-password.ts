import { useMutation } from '@tanstack/react-query';
import { ZResetPasswordRequest } from '@resona/contract';
import type { z } from 'zod';
import { authCalls } from '@resona/contract/auth/calls';
import { apiRequest } from '../../../lib/api-client.ts';

export type ResetPasswordBody = z.output<typeof ZResetPasswordRequest>;

/** PATCH reset-password: mails a link; the reply is the same for every address. */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequest(authCalls.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
