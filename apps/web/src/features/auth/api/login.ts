import type { ZLoginRequest } from '@resona/contract';
import { authRoutes } from '@resona/contract/auth/call-routes';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';
import { deviceTokenFor, rememberDevice } from './known-devices.ts';

export type LoginBody = z.output<typeof ZLoginRequest>;

// The call's schemas load with the request: zod is not in the sign-in page's first load.
const loginCall = async () => (await import('../../../lib/deferred-schemas.ts')).authCalls.login;

/** Sends this browser's device token for the account, and keeps the one the reply brings. */
export async function login(body: LoginBody) {
  const reply = await apiRequest(authRoutes.login, {
    body: { ...body, device_token: deviceTokenFor(body.email) },
    load: loginCall,
  });
  if ('user_details' in reply.data) rememberDevice(body.email, reply.data.device_token);
  return reply;
}

/** Without TanStack Query: the sign-in page does not load it (decision 059). */
export function useLogin() {
  return useAction(login);
}
