import { useMutation } from '@tanstack/react-query';
import { type TSendBroadcastRequest } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v1/admin/broadcasts: a notification with push, to everyone or one cohort. */
export async function sendBroadcast(body: TSendBroadcastRequest) {
  return apiRequest(adminCalls.adminBroadcasts, { body });
}

export const useSendBroadcast = () => useMutation({ mutationFn: sendBroadcast });
