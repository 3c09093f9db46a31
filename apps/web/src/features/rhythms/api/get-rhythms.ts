import { useQuery } from '@tanstack/react-query';
import { rhythmCalls } from '@resona/contract/rhythms/calls';
import { apiRequest } from '../../../lib/api-client.ts';

export const rhythmsKey = (userId: number) => ['rhythms', userId] as const;

/** GET /api/v1/rhythms: the person's own rhythms, in their order (kept for offline use). */
export async function getRhythms() {
  return (await apiRequest(rhythmCalls.rhythms)).data.rhythms;
}

export function useRhythms(userId: number) {
  return useQuery({ queryKey: rhythmsKey(userId), queryFn: getRhythms });
}
