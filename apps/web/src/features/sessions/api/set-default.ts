import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TSetDefaultRequest } from '@resona/contract';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { sendWrite } from '../../../lib/write-queue/index.ts';

/**
 * POST api/v2/exercise/set-default: saves a design, named by its parts, as the caller's default
 * when they press Start; through the write queue.
 */
export async function setDefault(body: TSetDefaultRequest) {
  return sendWrite(sessionCalls.exerciseSetDefault, { body });
}

export function useSetDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefault,
    networkMode: 'always',
    onSuccess: (result) => {
      if (result.sent) void queryClient.invalidateQueries({ queryKey: ['sessions', 'default'] });
    },
  });
}
