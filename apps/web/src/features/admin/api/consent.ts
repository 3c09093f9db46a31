import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSaveConsentDraftRequest, TWithdrawalData } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';

const key = ['admin', 'consent'] as const;

/** GET api/v1/admin/consent: the draft, the published versions, the protocol. */
export const useConsentAdmin = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => (await apiRequest(adminCalls.adminConsent)).data,
  });

/** GET api/v1/admin/consent/participants */
export const useConsentParticipants = () =>
  useQuery({
    queryKey: [...key, 'participants'],
    queryFn: async () => (await apiRequest(adminCalls.adminConsentParticipants)).data.participants,
  });

function useConsentMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** POST api/v1/admin/consent/draft: one language of the draft. */
export const useSaveConsentDraft = () =>
  useConsentMutation((body: TSaveConsentDraftRequest) =>
    apiRequest(adminCalls.adminSaveConsentDraft, { body }),
  );

/** POST api/v1/admin/consent/publish */
export const usePublishConsent = () =>
  useConsentMutation(() => apiRequest(adminCalls.adminPublishConsent));

/** POST api/v1/admin/consent/protocol */
export const useSetConsentProtocol = () =>
  useConsentMutation((withdrawal_data: TWithdrawalData) =>
    apiRequest(adminCalls.adminConsentProtocol, { body: { withdrawal_data } }),
  );

/** GET api/v1/admin/consent/signatures/:id: a participant's signed copy (recorded in the trail). */
export const downloadParticipantCopy = (id: number) =>
  apiDownload(adminCalls.adminSignedConsentCopy, { params: { id } });
