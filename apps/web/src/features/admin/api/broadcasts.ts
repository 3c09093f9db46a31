import { useMutation } from '@tanstack/react-query';
import { API, ZSendBroadcastResponse, type TSendBroadcastRequest } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v1/admin/broadcasts: a notification with push, to everyone or one cohort. */
export async function sendBroadcast(body: TSendBroadcastRequest) {
  return apiRequest(API.adminBroadcasts, ZSendBroadcastResponse, { body });
}

export const useSendBroadcast = () => useMutation({ mutationFn: sendBroadcast });
