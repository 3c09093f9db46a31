import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, ZSetDefaultResponse, type TSetDefaultRequest } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST api/v2/exercise/set-default: saves a design as the caller's default. Named by its parts on
 * Start; named by experience_meta_id to open a design to duplicate (/home/{experience_meta_id}),
 * whose reply gives the parts to pre-select.
 */
export async function setDefault(body: TSetDefaultRequest) {
  const reply = await apiRequest(API.exerciseSetDefault, ZSetDefaultResponse, {
    method: 'POST',
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
