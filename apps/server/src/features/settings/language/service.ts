import { languageById } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import { updateUser } from '../../onboarding/index.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';

/**
 * Stores the user's language. Replies and mail read `users.default_language` each time
 * (lib/language.ts, auth/mails.ts), so everything after this call speaks the new language.
 */
export async function setUserLanguage(deps: Deps, userId: number, languageId: number) {
  const updated = await updateUser(deps.db, userId, {
    defaultLanguage: languageId,
    updatedAt: deps.now(),
  });
  await sessionsChanged(deps, deps.db, userId);
  return { default_language: updated.defaultLanguage, code: languageById(languageId).code };
}
