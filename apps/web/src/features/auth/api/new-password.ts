import { useMutation } from '@tanstack/react-query';
import { API, ZNewPasswordRequest, ZNewPasswordResponse } from '@resona/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type NewPasswordBody = z.output<typeof ZNewPasswordRequest>;

export function setNewPassword(body: NewPasswordBody) {
  return apiRequest(API.newPassword, ZNewPasswordResponse, { method: 'POST', body });
}

export function useNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
