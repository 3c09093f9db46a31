import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TSetDefaultRequest } from '@resona/contract';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST api/v2/exercise/set-default: saves a design, named by its parts, as the caller's default
 * when they press Start.
 */
export async function setDefault(body: TSetDefaultRequest) {
  const reply = await apiRequest(sessionCalls.exerciseSetDefault, {
    body,
  });
  return reply.data.default;
}

export function useSetDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefault,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions', 'default'] }),
  });
}
