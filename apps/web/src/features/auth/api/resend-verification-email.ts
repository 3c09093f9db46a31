import { useMutation } from '@tanstack/react-query';
import { authCalls } from '@resona/contract/auth/calls';
import { apiRequest } from '../../../lib/api-client.ts';

export function resendVerificationEmail(email: string) {
  return apiRequest(authCalls.resendVerificationEmail, {
    query: { email },
  });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
