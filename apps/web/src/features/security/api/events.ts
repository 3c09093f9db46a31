import { useInfiniteQuery } from '@tanstack/react-query';
import { securityCalls } from '@resona/contract/security/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET security/events: the account's own security events, newest first, 50 a page. */
export function useSecurityEvents(userId: number) {
  return useInfiniteQuery({
    queryKey: ['security-events', userId],
    queryFn: async ({ pageParam }) =>
      (await apiRequest(securityCalls.securityEvents, { query: { cursor: pageParam } })).data,
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
