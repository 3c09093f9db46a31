import type { ZSecondFactorLoginRequest } from '@resona/contract';
import { authRoutes } from '@resona/contract/auth/call-routes';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';
import { rememberDevice } from './known-devices.ts';

export type SecondFactorBody = z.output<typeof ZSecondFactorLoginRequest>;

// Like the sign-in call, its schemas load with the request (decision 040).
const secondFactorCall = async () =>
  (await import('../../../lib/deferred-schemas.ts')).authCalls.loginSecondFactor;

/** POST auth/login/second-factor: the sign-in's second step, a code from the app or a recovery code. */
export async function loginSecondFactor(body: SecondFactorBody) {
  const reply = await apiRequest(authRoutes.loginSecondFactor, { body, load: secondFactorCall });
  rememberDevice(reply.data.user_details.email, reply.data.device_token);
  return reply;
}

/** Without TanStack Query, as the sign-in page's first step (decision 059). */
export function useLoginSecondFactor() {
  return useAction(loginSecondFactor);
}
