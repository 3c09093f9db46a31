import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAcceptInvitationRequest,
  TCreateStudyRequest,
  TNameStudyOwnerRequest,
} from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The caller's own studies: kept apart from the ['admin'] queries, which a change of study
 * removes, since this list is what the switcher shows.
 */
export const MY_STUDIES_KEY = ['console-studies'];
const SITE_KEY = ['admin', 'site-studies'];

/** GET api/v1/admin/my-studies: the studies the caller is in, and whether they run the site. */
export function useMyStudies() {
  return useQuery({
    queryKey: MY_STUDIES_KEY,
    queryFn: async () => (await apiRequest(adminCalls.adminMyStudies, {})).data,
    retry: false,
  });
}

/** GET api/v1/admin/studies: every study, for the site administrator. */
export function useSiteStudies() {
  return useQuery({
    queryKey: SITE_KEY,
    queryFn: async () => (await apiRequest(adminCalls.adminStudies, {})).data.studies,
  });
}

function useStudiesChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: SITE_KEY }),
      client.invalidateQueries({ queryKey: MY_STUDIES_KEY }),
    ]);
}

/** POST api/v1/admin/studies: a study and its first owner. */
export function useCreateStudy() {
  const changed = useStudiesChanged();
  return useMutation({
    mutationFn: (body: TCreateStudyRequest) => apiRequest(adminCalls.adminCreateStudy, { body }),
    onSuccess: changed,
  });
}

/** POST api/v1/admin/studies/:studyId/owners: one more owner of a study. */
export function useNameStudyOwner() {
  const changed = useStudiesChanged();
  return useMutation({
    mutationFn: ({ studyId, ...body }: TNameStudyOwnerRequest & { studyId: number }) =>
      apiRequest(adminCalls.adminNameStudyOwner, { params: { studyId }, body }),
    onSuccess: changed,
  });
}

/** POST api/v1/admin/invitations/accept: joins the team an invitation's link names. */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAcceptInvitationRequest) =>
      apiRequest(adminCalls.adminAcceptInvitation, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_STUDIES_KEY }),
  });
}
