import { useMutation } from '@tanstack/react-query';
import { authCalls } from '@resona/contract/auth/calls';
import { apiRequest } from '../../../lib/api-client.ts';

export function checkEmailVerification(email: string) {
  return apiRequest(authCalls.checkEmailVerification, {
    query: { email },
  });
}

/** A mutation, not a query: the page checks on load and when "Verified" is pressed. */
export function useCheckEmailVerification() {
  return useMutation({ mutationFn: checkEmailVerification });
}
