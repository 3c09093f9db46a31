import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  apiPath,
  ZCohortMembersResponse,
  ZCreateCohortResponse,
  ZListAdminPlansResponse,
  ZListCohortsResponse,
  ZWhitelistResponse,
} from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/admin/cohorts. */
export async function listCohorts() {
  return (await apiRequest(API.adminCohorts, ZListCohortsResponse)).data.cohorts;
}

/** POST api/v1/admin/cohorts {name}. */
export async function createCohort(name: string) {
  return apiRequest(API.adminCohorts, ZCreateCohortResponse, { body: { name } });
}

/** GET api/v1/admin/cohorts/:id/members. */
export async function getCohortMembers(id: number) {
  return (await apiRequest(apiPath(API.adminCohortMembers, { id }), ZCohortMembersResponse)).data;
}

/** GET api/v1/admin/plans: plans and their whitelists. */
export async function listAdminPlans() {
  return (await apiRequest(API.adminPlans, ZListAdminPlansResponse)).data.plans;
}

/** POST api/v1/admin/plans/:id/whitelist {emails}. */
export async function addToWhitelist(input: { planId: number; emails: string }) {
  const path = apiPath(API.adminPlanWhitelist, { id: input.planId });
  return apiRequest(path, ZWhitelistResponse, { body: { emails: input.emails } });
}

/** POST api/v1/admin/plans/:id/whitelist/remove {email}. */
export async function removeFromWhitelist(input: { planId: number; email: string }) {
  const path = apiPath(API.adminPlanWhitelistRemove, { id: input.planId });
  return apiRequest(path, ZWhitelistResponse, { body: { email: input.email } });
}

export const useCohorts = () => useQuery({ queryKey: ['admin', 'cohorts'], queryFn: listCohorts });

export const useCohortMembers = (id: number | undefined) =>
  useQuery({
    queryKey: ['admin', 'cohorts', id, 'members'],
    queryFn: () => getCohortMembers(id!),
    enabled: id !== undefined,
  });

export const useAdminPlans = () =>
  useQuery({ queryKey: ['admin', 'plans'], queryFn: listAdminPlans });

function useAdminMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useCreateCohort = () => useAdminMutation(createCohort);
export const useAddToWhitelist = () => useAdminMutation(addToWhitelist);
export const useRemoveFromWhitelist = () => useAdminMutation(removeFromWhitelist);
