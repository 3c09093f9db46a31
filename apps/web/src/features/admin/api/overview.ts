import { useQuery } from '@tanstack/react-query';
import { API, ZAdminOverviewResponse } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/admin/overview?cohort_id: the study at a glance. */
export async function getOverview(cohortId: number | undefined) {
  return (
    await apiRequest(API.adminOverview, ZAdminOverviewResponse, { query: { cohort_id: cohortId } })
  ).data;
}

export function useOverview(cohortId: number | undefined) {
  return useQuery({
    queryKey: ['admin', 'overview', cohortId ?? 'all'],
    queryFn: () => getOverview(cohortId),
  });
}
