import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET api/v2/exercise/get_default: what to pre-select with nothing chosen yet — the saved default
 * where still available, else the only option (spec §4).
 */
export async function getDefault() {
  const reply = await apiRequest(sessionCalls.exerciseGetDefault);
  return reply.data.default;
}

/** The parts of one design, named by its id (/home/{experience_meta_id}); saves nothing. */
export async function getDesign(experienceMetaId: number) {
  const reply = await apiRequest(sessionCalls.exerciseGetDefault, {
    query: { experience_meta_id: experienceMetaId },
  });
  return reply.data.default;
}

export const defaultSelectionQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['sessions', 'default', userId],
    queryFn: getDefault,
    staleTime: 0,
  });

export function useDefaultSelection(userId: number) {
  return useQuery(defaultSelectionQueryOptions(userId));
}
