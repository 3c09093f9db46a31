import { useMutation } from '@tanstack/react-query';
import { ZFinishSignupRequest } from '@resona/contract';
import type { z } from 'zod';
import { authCalls } from '@resona/contract/auth/calls';
import { apiRequest } from '../../../lib/api-client.ts';

export type FinishSignupBody = z.output<typeof ZFinishSignupRequest>;

/** Redeems an access code for the signed-in user; the reply carries the updated user. */
export function finishSignup(body: FinishSignupBody) {
  return apiRequest(authCalls.finishSignup, { body });
}

export function useFinishSignup() {
  return useMutation({ mutationFn: finishSignup });
}
