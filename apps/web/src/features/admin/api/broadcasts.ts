import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TSendBroadcastRequest } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v1/admin/broadcasts: a notification with push, to everyone or one cohort. */
export async function sendBroadcast(body: TSendBroadcastRequest) {
  return apiRequest(adminCalls.adminBroadcasts, { body });
}

/** GET api/v1/admin/broadcasts: the broadcasts sent, newest first. */
export async function listSentBroadcasts(cursor: number | undefined) {
  return (await apiRequest(adminCalls.adminSentBroadcasts, { query: { cursor } })).data;
}

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBroadcast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'broadcasts'] }),
  });
}

export function useSentBroadcasts() {
  return useInfiniteQuery({
    queryKey: ['admin', 'broadcasts'],
    queryFn: ({ pageParam }) => listSentBroadcasts(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
