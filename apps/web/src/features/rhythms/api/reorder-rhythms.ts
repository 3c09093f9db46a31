import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rhythmCalls } from '@resona/contract/rhythms/calls';
import { isApiError } from '../../../lib/api-client.ts';
import { sendWrite } from '../../../lib/write-queue/index.ts';
import { rhythmsKey } from './get-rhythms.ts';

/**
 * POST /api/v1/rhythms/reorder {rhythm_ids}, through the write queue. A 409 (the list changed
 * meanwhile, on another device) is refused for good: the list is asked for again.
 */
export function reorderRhythms(rhythmIds: number[]) {
  return sendWrite(rhythmCalls.reorderRhythms, { body: { rhythm_ids: rhythmIds } });
}

export function useReorderRhythms(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderRhythms,
    networkMode: 'always',
    onSuccess: (result) => {
      if (result.sent) queryClient.setQueryData(rhythmsKey(userId), result.reply.data.rhythms);
    },
    onError: (error) => {
      if (isApiError(error) && error.status_code === 409) {
        void queryClient.invalidateQueries({ queryKey: rhythmsKey(userId) });
      }
    },
  });
}
