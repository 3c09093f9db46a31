import { queryOptions, useQuery } from '@tanstack/react-query';
import { onboardingCalls } from '@resona/contract/onboarding/calls';
import { apiRequest } from '../api-client.ts';

/** The tutorial carousel: /new-tutorial (onboarding) and the design screen's dialog (sessions). */
export async function getTutorialList() {
  const reply = await apiRequest(onboardingCalls.tutorialList);
  return reply.data.tutorial_video_list;
}

export const tutorialListQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['tutorial-list', language],
    queryFn: getTutorialList,
    staleTime: 10 * 60_000,
  });

/** `enabled`: the dialog reads the list only once it opens. */
export function useTutorialList(language: string, enabled = true) {
  return useQuery({ ...tutorialListQueryOptions(language), enabled });
}
