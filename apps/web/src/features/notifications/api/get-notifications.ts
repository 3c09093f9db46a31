import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE, type TNotificationListResponse } from '@resona/contract';
import { notificationCalls } from '@resona/contract/notifications/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v2/notification-list {offset}: ten notifications from `offset`, newest first. */
export async function getNotifications(offset: number, signal?: AbortSignal) {
  return apiRequest(notificationCalls.notificationList, {
    body: { offset },
    ...(signal ? { signal } : {}),
  });
}

export const notificationsKey = ['notifications'] as const;

/** How often the open app asks for news when no push arrives (push off, or no push service). */
const POLL_MS = 60_000;

/**
 * Spec §9: Loadmore shows while total_count exceeds the page size and offset+10; the next page
 * starts at offset+10.
 */
export function nextOffset(last: TNotificationListResponse, offset: number): number | undefined {
  const total = last.data.total_count;
  return total > NOTIFICATION_PAGE_SIZE && total > offset + NOTIFICATION_PAGE_SIZE
    ? offset + NOTIFICATION_PAGE_SIZE
    : undefined;
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsKey,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, offset) => nextOffset(last, offset),
    refetchInterval: POLL_MS,
  });

export function useNotifications(enabled = true) {
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
}
