import { useMutation } from '@tanstack/react-query';
import { ZSignupRequest } from '@resona/contract';
import type { z } from 'zod';
import { authCalls } from '@resona/contract/auth/calls';
import { apiRequest } from '../../../lib/api-client.ts';

export type SignupBody = z.output<typeof ZSignupRequest>;

export function signup(body: SignupBody) {
  return apiRequest(authCalls.signup, { body });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
