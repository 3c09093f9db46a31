import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminSecurityEventsRequest } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';

type Filter = Omit<TAdminSecurityEventsRequest, 'cursor'>;

/** GET api/v1/admin/security-events: every account's security events, newest first. */
export function useSecurityEvents(filter: Filter) {
  return useInfiniteQuery({
    queryKey: ['admin', 'security-events', filter],
    queryFn: async ({ pageParam }) =>
      (
        await apiRequest(adminCalls.adminSecurityEvents, {
          query: { ...filter, cursor: pageParam },
        })
      ).data,
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
