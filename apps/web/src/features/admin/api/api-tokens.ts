import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateStudyApiTokenRequest } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['admin', 'api-tokens'];

/** GET api/v1/admin/api-tokens: the study's tokens, newest first, never their secrets. */
export function useStudyApiTokens() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await apiRequest(adminCalls.adminApiTokens, {})).data.tokens,
  });
}

/** POST api/v1/admin/api-tokens: the reply holds the secret, this once. */
export function useCreateStudyApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateStudyApiTokenRequest) =>
      apiRequest(adminCalls.adminCreateApiToken, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST api/v1/admin/api-tokens/:id/revoke. */
export function useRevokeStudyApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(adminCalls.adminRevokeApiToken, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
