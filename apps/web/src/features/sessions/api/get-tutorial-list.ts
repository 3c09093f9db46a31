import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, ZTutorialListResponse } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** The tutorial carousel for the design screen's dialog (the same call as /new-tutorial). */
export async function getTutorialList() {
  const reply = await apiRequest(API.tutorialList, ZTutorialListResponse);
  return reply.data.tutorial_video_list;
}

export const tutorialListQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['tutorial-list', language],
    queryFn: getTutorialList,
    staleTime: 10 * 60_000,
  });

export function useTutorialList(language: string, enabled: boolean) {
  return useQuery({ ...tutorialListQueryOptions(language), enabled });
}
