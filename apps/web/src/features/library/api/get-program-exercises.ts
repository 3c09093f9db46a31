import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryCalls } from '@resona/contract/library/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/library/program-exercises: For You items due yesterday or later. */
export async function getProgramExercises() {
  return apiRequest(libraryCalls.programExercises);
}

export const programQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['library', 'program', language],
    queryFn: getProgramExercises,
  });

export function useProgramExercises(language: string) {
  return useQuery(programQueryOptions(language));
}
