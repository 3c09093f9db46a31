import { useMutation } from '@tanstack/react-query';
import { API, ZDeleteAccountResponse, type TDeleteAccountRequest } from '@resona/contract';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST api/v1/user-delete-account {password}: erases the account; the session ends with it. */
export function deleteAccount(body: TDeleteAccountRequest) {
  return apiRequest(API.deleteAccount, ZDeleteAccountResponse, { method: 'POST', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
