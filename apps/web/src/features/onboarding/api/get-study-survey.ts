import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TStudySurveyKind } from '@resona/contract';
import { onboardingCalls } from '@resona/contract/onboarding/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The questionnaire of one study survey, in the UI language: the one of the participant's study,
 * which a mailed link's token names when signed out.
 */
export async function getStudySurvey(kind: TStudySurveyKind, token = '') {
  const query = { kind, ...(token && { token }) };
  const reply = await apiRequest(onboardingCalls.studySurvey, { query });
  return reply.data;
}

export const studySurveyQueryOptions = (kind: TStudySurveyKind, language: string, token = '') =>
  queryOptions({
    queryKey: ['study-survey', kind, language, token],
    queryFn: () => getStudySurvey(kind, token),
    staleTime: 10 * 60_000,
  });

export function useStudySurvey(
  kind: TStudySurveyKind,
  language: string,
  enabled: boolean,
  token = '',
) {
  return useQuery({ ...studySurveyQueryOptions(kind, language, token), enabled });
}
