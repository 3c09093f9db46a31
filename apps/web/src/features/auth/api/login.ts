import { API, type ZLoginRequest } from '@resona/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';

export type LoginBody = z.output<typeof ZLoginRequest>;

// The reply's schema loads with the request: zod is not in the sign-in page's first load.
const loginReply = async () => (await import('../../../lib/deferred-schemas.ts')).ZLoginResponse;

export function login(body: LoginBody) {
  return apiRequest(API.login, loginReply, { method: 'POST', body });
}

/** Without TanStack Query: the sign-in page does not load it (decision 059). */
export function useLogin() {
  return useAction(login);
}
