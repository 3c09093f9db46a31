import { useMutation } from '@tanstack/react-query';
import { API, ZResetPasswordRequest, ZResetPasswordResponse } from '@resona/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type ResetPasswordBody = z.output<typeof ZResetPasswordRequest>;

/** PATCH reset-password: mails a link; the reply is the same for every address. */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequest(API.resetPassword, ZResetPasswordResponse, { method: 'PATCH', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
