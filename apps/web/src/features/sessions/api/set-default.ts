import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TSetDefaultRequest } from '@resona/contract';

/**
 * POST api/v2/exercise/set-default: saves a design, named by its parts, as the caller's default
 * when they press Start; through the write queue, loaded then: it brings every queued call's
 * schemas, which /home's first load does not need (issue 34).
 */
export async function setDefault(body: TSetDefaultRequest) {
  const [{ sendWrite }, { sessionCalls }] = await Promise.all([
    import('../../../lib/write-queue/index.ts'),
    import('@resona/contract/sessions/calls'),
  ]);
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
