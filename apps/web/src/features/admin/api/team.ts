import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudyRole, TInviteMemberRequest, TSaveStudyRequest } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { MY_STUDIES_KEY } from './studies.ts';

const KEY = ['admin', 'team'];

/** GET …/team: the study's name and status, its members and open invitations. */
export function useTeam() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await apiRequest(adminCalls.adminTeam, {})).data,
  });
}

/** Every change of the team or the study: the team again, and the switcher's names and roles. */
function useTeamChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: MY_STUDIES_KEY }),
    ]);
}

export function useInviteMember() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (body: TInviteMemberRequest) => apiRequest(adminCalls.adminInviteMember, { body }),
    onSuccess: changed,
  });
}

export function useRevokeInvitation() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (id: number) => apiRequest(adminCalls.adminRevokeInvitation, { params: { id } }),
    onSuccess: changed,
  });
}

export function useSetMemberRole() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: StudyRole }) =>
      apiRequest(adminCalls.adminSetMemberRole, { params: { id }, body: { role } }),
    onSuccess: changed,
  });
}

export function useRemoveMember() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (id: number) => apiRequest(adminCalls.adminRemoveMember, { params: { id } }),
    onSuccess: changed,
  });
}

export function useSaveStudy() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (body: TSaveStudyRequest) => apiRequest(adminCalls.adminSaveStudy, { body }),
    onSuccess: changed,
  });
}
