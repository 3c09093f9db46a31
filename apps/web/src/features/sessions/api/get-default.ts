import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionRoutes } from '@resona/contract/sessions/call-routes';
import { apiRequest } from '../../../lib/api-client.ts';
import { designCall } from '../../../lib/deferred-calls.ts';

const getDefaultCall = designCall('exerciseGetDefault');

/**
 * GET api/v2/exercise/get_default: what to pre-select with nothing chosen yet — the saved default
 * where still available, else the only option (spec §4).
 */
export async function getDefault() {
  const reply = await apiRequest(sessionRoutes.exerciseGetDefault, { load: getDefaultCall });
  return reply.data.default;
}

/** The parts of one design, named by its id (/home/{experience_meta_id}); saves nothing. */
export async function getDesign(experienceMetaId: number) {
  const reply = await apiRequest(sessionRoutes.exerciseGetDefault, {
    query: { experience_meta_id: experienceMetaId },
    load: getDefaultCall,
  });
  return reply.data.default;
}

export const defaultSelectionQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['sessions', 'default', userId],
    queryFn: getDefault,
    staleTime: 0,
  });

/** Not asked before the person is known, as `useRhythms` (lib/rhythms-query.ts) says why. */
export function useDefaultSelection(userId: number) {
  return useQuery({ ...defaultSelectionQueryOptions(userId), enabled: userId !== 0 });
}
