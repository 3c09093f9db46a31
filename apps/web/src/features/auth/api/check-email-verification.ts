import { useMutation } from '@tanstack/react-query';
import { API, ZCheckEmailVerificationResponse } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export function checkEmailVerification(email: string) {
  return apiRequest(API.checkEmailVerification, ZCheckEmailVerificationResponse, {
    query: { email },
  });
}

/** A mutation, not a query: the page checks on load and when "Verified" is pressed. */
export function useCheckEmailVerification() {
  return useMutation({ mutationFn: checkEmailVerification });
}
