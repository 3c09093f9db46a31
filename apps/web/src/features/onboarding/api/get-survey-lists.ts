import { queryOptions, useQuery } from '@tanstack/react-query';
import { onboardingCalls } from '@resona/contract/onboarding/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** The four survey lists; names arrive translated by the device-language header. */
export async function getSurveyLists() {
  const reply = await apiRequest(onboardingCalls.surveyLists);
  return reply.data;
}

/** Keyed by UI language: choosing a language on step 3 refetches the lists in it. */
export const surveyListsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['survey-lists', language],
    queryFn: getSurveyLists,
    staleTime: 10 * 60_000,
    // While the lists reload in a newly chosen language, the old ones stay on screen.
    placeholderData: (previous) => previous,
  });

export function useSurveyLists(language: string) {
  return useQuery(surveyListsQueryOptions(language));
}
