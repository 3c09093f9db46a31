import { useMutation } from '@tanstack/react-query';
import { type TChangePasswordRequest } from '@resona/contract';
import { settingsCalls } from '@resona/contract/settings/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** Changes the password; the server signs every other device out, this one stays. */
export function changePassword(body: TChangePasswordRequest) {
  return apiRequest(settingsCalls.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
