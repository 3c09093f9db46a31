import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { type TNotificationListResponse } from '@resona/contract';
import { notificationCalls } from '@resona/contract/notifications/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationsKey } from './get-notifications.ts';

/** POST api/v2/update-notification {notificationID}: is_read and the new unread_msg. */
export async function updateNotification(notificationID: number) {
  return apiRequest(notificationCalls.updateNotification, {
    body: { notificationID },
  });
}

/** Marks one read and patches the loaded pages in place, so Loadmore's pages stay where they are. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotification,
    onSuccess: ({ data }) => {
      queryClient.setQueryData<InfiniteData<TNotificationListResponse, number>>(
        notificationsKey,
        (old) =>
          old && {
            ...old,
            pages: old.pages.map((page) => ({
              ...page,
              data: {
                ...page.data,
                unread_msg: data.unread_msg,
                notificationData: page.data.notificationData.map((n) =>
                  n.notificationID === data.notificationID ? { ...n, is_read: data.is_read } : n,
                ),
              },
            })),
          },
      );
    },
  });
}
