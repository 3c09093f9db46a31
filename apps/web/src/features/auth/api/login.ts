import type { ZLoginRequest } from '@resona/contract';
import { authRoutes } from '@resona/contract/auth/call-routes';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';

export type LoginBody = z.output<typeof ZLoginRequest>;

// The call's schemas load with the request: zod is not in the sign-in page's first load.
const loginCall = async () => (await import('../../../lib/deferred-schemas.ts')).authCalls.login;

export function login(body: LoginBody) {
  return apiRequest(authRoutes.login, { body, load: loginCall });
}

/** Without TanStack Query: the sign-in page does not load it (decision 059). */
export function useLogin() {
  return useAction(login);
}
