import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSetHeartDataConsentRequest } from '@resona/contract';
import { resonanceCalls } from '@resona/contract/resonance/calls';
import { apiRequest } from '../api-client.ts';
import { useSession } from '../session.ts';

const consentKey = (userId: number) => ['heart-data-consent', userId] as const;

/** When the person agreed to heart data being collected, or null. */
export function useHeartDataConsent(userId: number) {
  return useQuery({
    queryKey: consentKey(userId),
    queryFn: async () => (await apiRequest(resonanceCalls.heartDataConsent)).data.agreed_at,
    staleTime: 0,
  });
}

/** Records or withdraws the agreement; the reply's time replaces the cached one. */
export function useSetHeartDataConsent(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetHeartDataConsentRequest) =>
      apiRequest(resonanceCalls.setHeartDataConsent, { body }),
    onSuccess: (reply) => queryClient.setQueryData(consentKey(userId), reply.data.agreed_at),
  });
}

/** Whether the signed-in person has agreed to heart data being collected. */
export function useHeartDataAgreed(): boolean {
  const { user } = useSession();
  return useHeartDataConsent(user?.userID ?? 0).data != null;
}
