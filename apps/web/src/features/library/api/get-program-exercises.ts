import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, ZProgramExercisesResponse } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/library/program-exercises: For You items due yesterday or later. */
export async function getProgramExercises() {
  return apiRequest(API.programExercises, ZProgramExercisesResponse);
}

export const programQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['library', 'program', language],
    queryFn: getProgramExercises,
  });

export function useProgramExercises(language: string) {
  return useQuery(programQueryOptions(language));
}
