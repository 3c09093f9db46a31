import { useMutation } from '@tanstack/react-query';
import { ZNewPasswordRequest } from '@resona/contract';
import type { z } from 'zod';
import { authCalls } from '@resona/contract/auth/calls';
import { apiRequest } from '../../../lib/api-client.ts';

export type NewPasswordBody = z.output<typeof ZNewPasswordRequest>;

export function setNewPassword(body: NewPasswordBody) {
  return apiRequest(authCalls.newPassword, { body });
}

export function useNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
