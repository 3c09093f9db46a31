import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rhythmCalls } from '@resona/contract/rhythms/calls';
import { sendWrite } from '../../../lib/write-queue/index.ts';
import { rhythmsKey } from './get-rhythms.ts';

/** POST /api/v1/rhythms/delete {rhythm_id}, through the write queue (kept offline, sent once). */
export function deleteRhythm(rhythmId: number) {
  return sendWrite(rhythmCalls.deleteRhythm, { body: { rhythm_id: rhythmId } });
}

export function useDeleteRhythm(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRhythm,
    networkMode: 'always',
    onSuccess: (result) => {
      if (result.sent) queryClient.setQueryData(rhythmsKey(userId), result.reply.data.rhythms);
    },
  });
}
