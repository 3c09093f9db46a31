import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TConfirmAuthenticatorRequest,
  TFactorsChangedResponse,
  TReauthentication,
  TSecondFactors,
} from '@resona/contract';
import { securityCalls } from '@resona/contract/security/calls';
import { apiRequest } from '../../../lib/api-client.ts';

const factorsKey = (userId: number) => ['second-factors', userId] as const;

/** GET security/second-factors: the authenticator app, the recovery codes left, this session. */
export function useSecondFactors(userId: number) {
  return useQuery({
    queryKey: factorsKey(userId),
    queryFn: async () => (await apiRequest(securityCalls.secondFactors)).data,
  });
}

/**
 * A change to the factors answers them as they now stand: the cache takes them, no refetch. The
 * recovery codes in the reply are shown once by the caller and never kept.
 */
export function useFactorsWrite<T>(
  userId: number,
  send: (input: T) => Promise<TFactorsChangedResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      const { recovery_codes: _shownOnce, ...factors } = reply.data;
      queryClient.setQueryData<TSecondFactors>(factorsKey(userId), factors);
    },
  });
}

/** POST security/authenticator/start {password?}: a new secret, as a QR code and as text. */
export const useStartAuthenticator = () =>
  useMutation({
    mutationFn: (body: TReauthentication) => apiRequest(securityCalls.startAuthenticator, { body }),
  });

/** POST security/authenticator/confirm {code}: the app's first code switches it on. */
export const useConfirmAuthenticator = (userId: number) =>
  useFactorsWrite(userId, (body: TConfirmAuthenticatorRequest) =>
    apiRequest(securityCalls.confirmAuthenticator, { body }),
  );

/** POST security/authenticator/remove {password?}. */
export const useRemoveAuthenticator = (userId: number) =>
  useFactorsWrite(userId, (body: TReauthentication) =>
    apiRequest(securityCalls.removeAuthenticator, { body }),
  );

/** POST security/recovery-codes {password?}: ten new codes; the old ones stop working. */
export const useNewRecoveryCodes = (userId: number) =>
  useFactorsWrite(userId, (body: TReauthentication) =>
    apiRequest(securityCalls.newRecoveryCodes, { body }),
  );
