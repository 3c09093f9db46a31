import { useMutation, useQueryClient } from '@tanstack/react-query';
import { languageById, type TUserLanguageRequest } from '@resona/contract';
import { settingsCalls } from '@resona/contract/settings/calls';
import { changeLanguage } from '../../../i18n/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session.ts';

export function setUserLanguage(body: TUserLanguageRequest) {
  return apiRequest(settingsCalls.userLanguage, { body });
}

/**
 * Saves the language, then switches the interface (text and direction) to it at once. Lists
 * already fetched in the old language are dropped so they load again in the new one.
 */
export function useSetUserLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserLanguage,
    onSuccess: async (reply) => {
      const id = reply.data.default_language;
      sessionStore.patchUser({ default_language: id });
      await changeLanguage(languageById(id).code, false);
      await queryClient.invalidateQueries();
    },
  });
}
