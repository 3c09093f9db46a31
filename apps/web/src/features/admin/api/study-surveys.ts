import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TStudySurveyKind } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest, type CallOptions } from '../../../lib/api-client.ts';

type StudySurveyBody = NonNullable<CallOptions<typeof adminCalls.adminSaveStudySurvey>['body']>;

/** GET api/v1/admin/study-surveys: each questionnaire in every language, with completion. */
export async function listStudySurveys() {
  return (await apiRequest(adminCalls.adminStudySurveys)).data.surveys;
}

/** POST api/v1/admin/study-surveys/:kind: saves a new version. `body` is the edited JSON, which the server checks. */
export async function saveStudySurvey(input: { kind: TStudySurveyKind; body: unknown }) {
  return apiRequest(adminCalls.adminSaveStudySurvey, {
    params: { kind: input.kind },
    body: input.body as StudySurveyBody,
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
