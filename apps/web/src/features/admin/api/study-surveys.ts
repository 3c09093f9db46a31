import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  apiPath,
  ZAdminStudySurveysResponse,
  ZSaveStudySurveyResponse,
  ZSendStudyLinksResponse,
  type TStudySurveyKind,
} from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/admin/study-surveys: each questionnaire in every language, with completion. */
export async function listStudySurveys() {
  return (await apiRequest(API.adminStudySurveys, ZAdminStudySurveysResponse)).data.surveys;
}

/** POST api/v1/admin/study-surveys/:kind: saves a new version. `body` is the edited JSON. */
export async function saveStudySurvey(input: { kind: TStudySurveyKind; body: unknown }) {
  return apiRequest(apiPath(API.adminStudySurvey, { kind: input.kind }), ZSaveStudySurveyResponse, {
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
  return apiRequest(
    apiPath(API.adminStudySurveyLinks, { kind: input.kind }),
    ZSendStudyLinksResponse,
    {
      body: { emails: input.emails },
    },
  );
}

export const useSendStudyLinks = () => useMutation({ mutationFn: sendStudyLinks });
