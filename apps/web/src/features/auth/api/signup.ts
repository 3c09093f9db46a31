import { useMutation } from '@tanstack/react-query';
import { API, ZSignupRequest, ZSignupResponse } from '@resona/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type SignupBody = z.output<typeof ZSignupRequest>;

export function signup(body: SignupBody) {
  return apiRequest(API.signup, ZSignupResponse, { method: 'POST', body });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
