import { useMutation } from '@tanstack/react-query';
import { type TDeleteAccountRequest } from '@resona/contract';
import { settingsCalls } from '@resona/contract/settings/calls';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST api/v1/user-delete-account {password}: erases the account; the session ends with it. */
export function deleteAccount(body: TDeleteAccountRequest) {
  return apiRequest(settingsCalls.deleteAccount, { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
