import { useQuery } from '@tanstack/react-query';
import { rhythmRoutes } from '@resona/contract/rhythms/call-routes';
import { apiRequest } from './api-client.ts';
import { rhythmCall } from './deferred-calls.ts';

/**
 * A person's rhythms as the server keeps them: in lib/ because My rhythms lists them and the
 * design screen offers them beside the starting points.
 */
export const rhythmsKey = (userId: number) => ['rhythms', userId] as const;

/** GET /api/v1/rhythms: the person's own rhythms, in their order (kept for offline use). */
export async function getRhythms() {
  return (await apiRequest(rhythmRoutes.rhythms, { load: rhythmCall('rhythms') })).data.rhythms;
}

/**
 * Not asked before the person is known (id 0): while React takes over the server's /home, drawn
 * signed out, the design screen renders with nobody; asked then, the read went out beside the
 * loader's own and its start drew the screen again inside hydration's commit (issue 34).
 */
export function useRhythms(userId: number) {
  return useQuery({ queryKey: rhythmsKey(userId), queryFn: getRhythms, enabled: userId !== 0 });
}
