import { useMutation } from '@tanstack/react-query';
import { API, ZResendVerificationResponse } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export function resendVerificationEmail(email: string) {
  return apiRequest(API.resendVerificationEmail, ZResendVerificationResponse, {
    query: { email },
  });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
