import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSignStudyConsentRequest } from '@resona/contract';
import { consentCalls } from '@resona/contract/consent/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';
import { sessionStore } from '../../../lib/session.ts';

const consentKey = ['study-consent'] as const;

/** GET api/v1/consent: the state, the text to sign, the signatures, what withdrawing does. */
export function useStudyConsent() {
  return useQuery({
    queryKey: consentKey,
    queryFn: async () => (await apiRequest(consentCalls.studyConsent)).data,
    staleTime: 0,
  });
}

/** POST api/v1/consent/sign; the stored user then no longer needs to sign. */
export function useSignStudyConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignStudyConsentRequest) =>
      apiRequest(consentCalls.signStudyConsent, { body }),
    onSuccess: async () => {
      sessionStore.patchUser({ study_consent: 'signed' });
      await queryClient.invalidateQueries({ queryKey: consentKey });
    },
  });
}

/** POST api/v1/consent/withdraw (the page asked first). */
export function useWithdrawFromStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(consentCalls.withdrawFromStudy, { body: { confirm: true } }),
    onSuccess: async () => {
      sessionStore.patchUser({ study_consent: 'withdrawn' });
      await queryClient.invalidateQueries({ queryKey: consentKey });
    },
  });
}

/** GET api/v1/consent/signatures/:id: the signed copy as an HTML file. */
export function downloadSignedCopy(id: number) {
  return apiDownload(consentCalls.signedConsentCopy, { params: { id } });
}
