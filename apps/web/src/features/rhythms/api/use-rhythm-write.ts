import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRhythm } from '@resona/contract';
import { isApiError } from '../../../lib/api-client.ts';
import { rhythmsKey } from '../../../lib/rhythms-query.ts';

/** What a rhythm write through the queue resolves with: the reply's list, or kept for later. */
type RhythmWriteResult =
  { sent: true; reply: { message: string; data: { rhythms: TRhythm[] } } } | { sent: false };

/**
 * A rhythm write (save, delete, reorder) as a mutation that runs offline too (the queue keeps
 * it). Every reply is the person's whole list, which the cache takes as it is; a 409 (the list
 * changed meanwhile, on another device) asks the server for the list again.
 */
export function useRhythmWrite<Input, Result extends RhythmWriteResult>(
  userId: number,
  send: (input: Input) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
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
