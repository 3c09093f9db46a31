import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TStudySurveyKind } from '@resona/contract';
import { onboardingCalls } from '@resona/contract/onboarding/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** The questionnaire of one study survey, in the UI language. */
export async function getStudySurvey(kind: TStudySurveyKind) {
  const reply = await apiRequest(onboardingCalls.studySurvey, { query: { kind } });
  return reply.data;
}

export const studySurveyQueryOptions = (kind: TStudySurveyKind, language: string) =>
  queryOptions({
    queryKey: ['study-survey', kind, language],
    queryFn: () => getStudySurvey(kind),
    staleTime: 10 * 60_000,
  });

export function useStudySurvey(kind: TStudySurveyKind, language: string, enabled: boolean) {
  return useQuery({ ...studySurveyQueryOptions(kind, language), enabled });
}
