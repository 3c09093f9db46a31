import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/admin/cohorts. */
export async function listCohorts() {
  return (await apiRequest(adminCalls.adminCohorts)).data.cohorts;
}

/** POST api/v1/admin/cohorts {name}. */
export async function createCohort(name: string) {
  return apiRequest(adminCalls.adminCreateCohort, { body: { name } });
}

/** GET api/v1/admin/cohorts/:id/members. */
export async function getCohortMembers(id: number) {
  return (await apiRequest(adminCalls.adminCohortMembers, { params: { id } })).data;
}

/** POST api/v1/admin/participants/sign-out {user_id}: every session of theirs ends (issue 32). */
export function useSignOutParticipant() {
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest(adminCalls.adminSignOutParticipant, { body: { user_id: userId } }),
  });
}

/** GET api/v1/admin/plans: plans and their whitelists. */
export async function listAdminPlans() {
  return (await apiRequest(adminCalls.adminPlans)).data.plans;
}

/** POST api/v1/admin/plans/:id/whitelist {emails}. */
export async function addToWhitelist(input: { planId: number; emails: string }) {
  return apiRequest(adminCalls.adminPlanWhitelist, {
    params: { id: input.planId },
    body: { emails: input.emails },
  });
}

/** POST api/v1/admin/plans/:id/whitelist/remove {email}. */
export async function removeFromWhitelist(input: { planId: number; email: string }) {
  return apiRequest(adminCalls.adminPlanWhitelistRemove, {
    params: { id: input.planId },
    body: { email: input.email },
  });
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

/** GET api/v1/admin/studies/:studyId/plans: the plans a batch or an arm may give, no addresses. */
export const useStudyPlans = () =>
  useQuery({
    queryKey: ['admin', 'study-plans'],
    queryFn: async () => (await apiRequest(adminCalls.adminStudyPlans)).data.plans,
  });

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
