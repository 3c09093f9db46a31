import { useQuery } from '@tanstack/react-query';
import { securityCalls } from '@resona/contract/security/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET security/second-factors, read by the console when it was refused for want of a second
 * factor: whether the researcher has none yet, or did not use it for this session.
 */
export function useSecondFactors() {
  return useQuery({
    queryKey: ['admin', 'second-factors'],
    queryFn: async () => (await apiRequest(securityCalls.secondFactors)).data,
  });
}
