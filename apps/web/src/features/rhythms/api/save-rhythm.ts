import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSaveRhythmRequest } from '@resona/contract';
import { rhythmCalls } from '@resona/contract/rhythms/calls';
import { sendWrite } from '../../../lib/write-queue/index.ts';
import { rhythmsKey } from './get-rhythms.ts';

/**
 * POST /api/v1/rhythms/save: a new rhythm, or a new name and breath for one. Through the write
 * queue: offline it is kept (`sent: false`), the list shows it at once, and it is sent once when
 * the network is back.
 */
export function saveRhythm(body: TSaveRhythmRequest) {
  return sendWrite(rhythmCalls.saveRhythm, { body });
}

/** The reply is the whole list: the cache takes it as it is. */
export function useSaveRhythm(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRhythm,
    networkMode: 'always',
    onSuccess: (result) => {
      if (result.sent) queryClient.setQueryData(rhythmsKey(userId), result.reply.data.rhythms);
    },
  });
}
