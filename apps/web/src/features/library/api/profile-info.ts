import { useEffect } from 'react';
import { API, ZProfileInfoResponse, languageById } from '@resona/contract';
import { changeLanguage } from '../../../i18n/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session.ts';

/**
 * GET api/v2/general/profile_info, into the stored user: `has_program` is computed by the server
 * (a program item due yesterday or later), so the header's For You tab follows the lists.
 */
export async function refreshStoredUser(): Promise<void> {
  const token = sessionStore.get().token;
  if (!token) return;
  const reply = await apiRequest(API.profileInfo, ZProfileInfoResponse);
  if (sessionStore.get().token !== token) return;
  const user = reply.data.user_details;
  const previous = sessionStore.get().user;
  sessionStore.updateUser(user);
  if (previous && previous.default_language !== user.default_language) {
    await changeLanguage(languageById(user.default_language).code, false);
  }
}

/** Refreshes the stored user once when a library screen opens (e.g. after a session). */
export function useRefreshStoredUser() {
  useEffect(() => {
    refreshStoredUser().catch(() => undefined);
  }, []);
}
