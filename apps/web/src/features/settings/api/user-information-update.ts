import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUserInformationUpdateRequest } from '@resona/contract/settings/user-information-update';
import { settingsCalls } from '@resona/contract/settings/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session.ts';

/**
 * Saves the account edit form. The body is the form's input (the server reads the phone in the
 * picked country itself), so both sides apply the same contract schema.
 */
export function updateUserInformation(body: TUserInformationUpdateRequest) {
  return apiRequest(settingsCalls.userInformationUpdate, {
    body,
  });
}

export function useUpdateUserInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInformation,
    onSuccess: (reply) => {
      const info = reply.data.user_info;
      // The stored user carries the survey answers too (routing, session design defaults).
      sessionStore.patchUser({
        age_group: info.age_group,
        gender_id: info.gender_id,
        meditation: info.expID,
      });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['user-information'] }),
        queryClient.invalidateQueries({ queryKey: ['account-details'] }),
        queryClient.invalidateQueries({ queryKey: ['general-list'] }),
      ]);
    },
  });
}
