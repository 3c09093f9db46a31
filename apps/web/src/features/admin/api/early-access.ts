import { useInfiniteQuery } from '@tanstack/react-query';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';

/** GET api/v1/admin/early-access: the addresses left on the promo pages, newest first. */
export async function listEarlyAccess(cursor: number | undefined) {
  return (await apiRequest(adminCalls.adminEarlyAccess, { query: { cursor } })).data;
}

/** GET api/v1/admin/early-access/export: every address as a CSV file. */
export async function exportEarlyAccess() {
  return apiDownload(adminCalls.adminEarlyAccessExport);
}

export function useEarlyAccessList() {
  return useInfiniteQuery({
    queryKey: ['admin', 'early-access'],
    queryFn: ({ pageParam }) => listEarlyAccess(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
