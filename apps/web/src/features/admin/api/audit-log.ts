import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAuditLogFilter } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';

/**
 * Whose trail: the study shown's, or the site's own (what belongs to no study), which only the
 * site administrator reads.
 */
export type Trail = 'study' | 'site';

const LIST = { study: adminCalls.adminAuditLog, site: adminCalls.adminSiteAuditLog } as const;
const EXPORT = {
  study: adminCalls.adminAuditLogExport,
  site: adminCalls.adminSiteAuditLogExport,
} as const;

/** GET the trail's page: newest first. */
export async function listAuditLog(
  trail: Trail,
  filter: TAuditLogFilter,
  cursor: number | undefined,
) {
  return (await apiRequest(LIST[trail], { query: { ...filter, cursor } })).data;
}

/** GET the trail, as filtered, as a CSV file. */
export async function exportAuditLog(trail: Trail, filter: TAuditLogFilter) {
  return apiDownload(EXPORT[trail], { query: filter });
}

export function useAuditLog(trail: Trail, filter: TAuditLogFilter) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit-log', trail, filter],
    queryFn: ({ pageParam }) => listAuditLog(trail, filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
