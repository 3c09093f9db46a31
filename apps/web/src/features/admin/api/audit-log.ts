import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAuditLogFilter } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';

/** GET api/v1/admin/audit-log: one page of the trail, newest first. */
export async function listAuditLog(filter: TAuditLogFilter, cursor: number | undefined) {
  return (await apiRequest(adminCalls.adminAuditLog, { query: { ...filter, cursor } })).data;
}

/** GET api/v1/admin/audit-log/export: the trail, as filtered, as a CSV file. */
export async function exportAuditLog(filter: TAuditLogFilter) {
  return apiDownload(adminCalls.adminAuditLogExport, { query: filter });
}

export function useAuditLog(filter: TAuditLogFilter) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit-log', filter],
    queryFn: ({ pageParam }) => listAuditLog(filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
