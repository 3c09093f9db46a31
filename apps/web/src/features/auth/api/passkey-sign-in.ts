import { authRoutes } from '@resona/contract/auth/call-routes';
import { apiRequest } from '../../../lib/api-client.ts';
import { signWithPasskey } from '../../../lib/passkeys.ts';
import { useAction } from '../../../lib/use-action.ts';
import { rememberDevice } from './known-devices.ts';

// Like the sign-in call, the schemas load with the request (decision 040).
const calls = async () => (await import('../../../lib/deferred-schemas.ts')).authCalls;

/**
 * "Sign in with a passkey" (issue 32): the server's challenge, the browser's prompt, where the
 * person picks one of their passkeys for Resona (no address typed: the passkey names the
 * account), and its signature sent back. The device token is kept as after a password.
 */
export async function passkeySignIn() {
  const { data } = await apiRequest(authRoutes.passkeySignInOptions, {
    load: async () => (await calls()).passkeySignInOptions,
  });
  const credential = await signWithPasskey(data.options);
  const reply = await apiRequest(authRoutes.passkeySignIn, {
    body: { credential },
    load: async () => (await calls()).passkeySignIn,
  });
  rememberDevice(reply.data.user_details.email, reply.data.device_token);
  return reply;
}

/** Without TanStack Query, as the rest of the sign-in page (decision 059). */
export function usePasskeySignIn() {
  return useAction(passkeySignIn);
}
