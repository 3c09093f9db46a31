import { useQuery } from '@tanstack/react-query';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/admin/overview?cohort_id: the study at a glance. */
export async function getOverview(cohortId: number | undefined) {
  return (await apiRequest(adminCalls.adminOverview, { query: { cohort_id: cohortId } })).data;
}

export function useOverview(cohortId: number | undefined) {
  return useQuery({
    queryKey: ['admin', 'overview', cohortId ?? 'all'],
    queryFn: () => getOverview(cohortId),
  });
}
