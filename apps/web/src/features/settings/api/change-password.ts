import { useMutation } from '@tanstack/react-query';
import { API, ZChangePasswordResponse, type TChangePasswordRequest } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Changes the password; the server signs every other device out, this one stays. */
export function changePassword(body: TChangePasswordRequest) {
  return apiRequest(API.changePassword, ZChangePasswordResponse, { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
