import { useMutation } from '@tanstack/react-query';
import { type TEarlyAccessRequest } from '@resona/contract';
import { earlyAccessCalls } from '@resona/contract/early-access/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v2/user/early-access (no sign-in): the same reply for a new or a known address. */
export function earlyAccess(body: TEarlyAccessRequest) {
  return apiRequest(earlyAccessCalls.earlyAccess, { body });
}

export function useEarlyAccess() {
  return useMutation({ mutationFn: earlyAccess });
}
