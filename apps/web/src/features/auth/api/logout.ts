import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authCalls } from '@resona/contract/auth/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session.ts';

export function logout() {
  return apiRequest(authCalls.logout);
}

/** Signs out on the server, then clears the session whatever it answered (even a 400). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // The global session-ended handler must not race this one.
    meta: { sessionHandled: true },
    onSettled: () => {
      sessionStore.clear();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
}
