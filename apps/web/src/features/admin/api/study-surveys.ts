import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TSaveStudySurveyRequest, type TStudySurveyKind } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/admin/study-surveys: each questionnaire in every language, with completion. */
export async function listStudySurveys() {
  return (await apiRequest(adminCalls.adminStudySurveys)).data.surveys;
}

/** POST api/v1/admin/study-surveys/:kind: saves a new version (none when nothing changed). */
export async function saveStudySurvey(input: {
  kind: TStudySurveyKind;
  body: TSaveStudySurveyRequest;
}) {
  return apiRequest(adminCalls.adminSaveStudySurvey, {
    params: { kind: input.kind },
    body: input.body,
  });
}

export const useStudySurveys = () =>
  useQuery({ queryKey: ['admin', 'study-surveys'], queryFn: listStudySurveys });

export function useSaveStudySurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStudySurvey,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'study-surveys'] }),
  });
}

/** POST api/v1/admin/study-surveys/:kind/links: mails each listed participant a link (decision 044). */
export async function sendStudyLinks(input: { kind: TStudySurveyKind; emails: string }) {
  return apiRequest(adminCalls.adminSendStudySurveyLinks, {
    params: { kind: input.kind },
    body: { emails: input.emails },
  });
}

export const useSendStudyLinks = () => useMutation({ mutationFn: sendStudyLinks });
