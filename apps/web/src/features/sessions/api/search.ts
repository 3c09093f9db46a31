import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TSearchRequest, type TSearchResult, type TSearchOutput } from '@resona/contract';
import { sessionRoutes } from '@resona/contract/sessions/call-routes';
import { apiRequest } from '../../../lib/api-client.ts';
import { designCall } from '../../../lib/deferred-calls.ts';
import { isOnline } from '../../../lib/online.ts';

const searchCall = designCall('exerciseSearch');

type ResultOf<O extends TSearchOutput> = Extract<TSearchResult, { output: O }>;

/** GET api/v2/exercise/search: one step of the design cascade, picked by `output`. */
export async function search<O extends TSearchOutput>(
  output: O,
  params: Omit<TSearchRequest, 'output'> = {},
): Promise<ResultOf<O>> {
  const query: Record<string, number | string | undefined> = { output };
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) query[key] = value as number | string;
  }
  const reply = await apiRequest(sessionRoutes.exerciseSearch, { query, load: searchCall });
  if (reply.data.output !== output) throw new Error(`search: expected ${output}`);
  return reply.data as ResultOf<O>;
}

export interface DesignChoices {
  goal_id?: number | undefined;
  duration_minute_id?: number | undefined;
  narration_id?: number | undefined;
}

// The lists are in the user's language, so the language is part of every key.
export const goalsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['sessions', 'goals', language],
    queryFn: async () => (await search('GOAL')).goal_list,
    staleTime: 10 * 60_000,
  });

export const durationsQueryOptions = (language: string, goalId: number) =>
  queryOptions({
    queryKey: ['sessions', 'durations', language, goalId],
    queryFn: async () => (await search('TIME', { goal_id: goalId })).duration_list,
    staleTime: 10 * 60_000,
  });

export const narrationsQueryOptions = (language: string, goalId: number, durationId: number) =>
  queryOptions({
    queryKey: ['sessions', 'narrations', language, goalId, durationId],
    queryFn: async () =>
      (await search('NARRATION', { goal_id: goalId, duration_minute_id: durationId }))
        .narration_list,
    staleTime: 10 * 60_000,
  });

export const themesQueryOptions = (language: string, choices: DesignChoices) =>
  queryOptions({
    queryKey: ['sessions', 'themes', language, choices],
    queryFn: async () => (await search('THEME', choices)).theme_list,
    staleTime: 10 * 60_000,
  });

export function useGoals(language: string) {
  return useQuery(goalsQueryOptions(language));
}

export function useDurations(language: string, goalId: number | null) {
  return useQuery({ ...durationsQueryOptions(language, goalId ?? 0), enabled: goalId !== null });
}

export function useNarrations(language: string, goalId: number | null, durationId: number | null) {
  return useQuery({
    ...narrationsQueryOptions(language, goalId ?? 0, durationId ?? 0),
    enabled: goalId !== null && durationId !== null,
  });
}

export function useThemes(language: string, choices: DesignChoices) {
  return useQuery(themesQueryOptions(language, choices));
}

/** Start: the exercises of the chosen design (output EXERCISE). */
export function searchExercises(params: DesignChoices & { theme_id?: number | undefined }) {
  return apiRequest(sessionRoutes.exerciseSearch, {
    query: { output: 'EXERCISE', ...params },
    load: searchCall,
  });
}

type ExerciseSearch = DesignChoices & { theme_id?: number | undefined };

/** The exercises of one design, kept so that Start works offline once they were loaded. */
export const exercisesQueryOptions = (language: string, params: ExerciseSearch) =>
  queryOptions({
    queryKey: ['sessions', 'exercises', language, params],
    queryFn: () => searchExercises(params),
    staleTime: 60_000,
  });

/** Start offline on a design whose exercises were never loaded. */
export class DesignNotLoadedError extends Error {}

/**
 * Start: online asks the server; offline answers the list this design loaded earlier, in this
 * page or — after an offline reload — kept by the service worker (decision 072).
 */
export function useSearchExercises(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (params: ExerciseSearch) => {
      const options = exercisesQueryOptions(language, params);
      if (isOnline()) return queryClient.fetchQuery({ ...options, staleTime: 0 });
      const cached = queryClient.getQueryData(options.queryKey);
      if (cached) return cached;
      try {
        return await queryClient.fetchQuery(options);
      } catch {
        throw new DesignNotLoadedError();
      }
    },
  });
}
