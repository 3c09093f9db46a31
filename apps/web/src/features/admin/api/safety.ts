import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAddSafetyContactRequest, TSaveHelpTextsRequest } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['admin', 'safety'];

/** GET api/v1/admin/safety: the study's safety contacts and help texts (decision 109). */
export async function getSafety() {
  return (await apiRequest(adminCalls.adminSafety)).data;
}

export const useSafety = () => useQuery({ queryKey: KEY, queryFn: getSafety });

/** Each change reloads the section, so the list shows what the server kept. */
function useSafetyMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

/** POST api/v1/admin/safety/contacts {name, email, language}. */
export const useAddSafetyContact = () =>
  useSafetyMutation((body: TAddSafetyContactRequest) =>
    apiRequest(adminCalls.adminAddSafetyContact, { body }),
  );

/** POST api/v1/admin/safety/contacts/:id/remove. */
export const useRemoveSafetyContact = () =>
  useSafetyMutation((id: number) =>
    apiRequest(adminCalls.adminRemoveSafetyContact, { params: { id } }),
  );

/** POST api/v1/admin/safety/help-texts {help_texts}. */
export const useSaveHelpTexts = () =>
  useSafetyMutation((body: TSaveHelpTextsRequest) =>
    apiRequest(adminCalls.adminSaveHelpTexts, { body }),
  );
