import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../api-client.ts';
import { sessionStore } from '../session.ts';

/** The auth calls load on sign-out: the user menu is on every screen, they on none (issue 34). */
export async function logout() {
  const { authCalls } = await import('@resona/contract/auth/calls');
  return apiRequest(authCalls.logout);
}

/**
 * Signs out on the server, then clears the session whatever it answered (even a 400) and opens
 * the sign-in page: the user menu, the check page, and the researcher console for a session
 * that must be signed in again with a second factor (`to` brings the researcher back to it).
 */
export function useLogout(to = '/login') {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // The global session-ended handler must not race this one.
    meta: { sessionHandled: true },
    onSettled: () => {
      sessionStore.clear();
      queryClient.clear();
      void navigate(to, { replace: true });
    },
  });
}
