import type { FastifyRequest } from 'fastify';
import { LANGUAGES } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import { requestLanguage } from '../../../lib/language.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { effectiveSpeed } from '../../onboarding/index.ts';
import type { Viewer } from './exercises.ts';

/** The caller as exercises see them: language for texts and filtering, and their pace. */
export async function viewerOf(
  db: Executor,
  request: FastifyRequest,
  user: SessionUser,
): Promise<Viewer> {
  const lang = requestLanguage(request);
  const languageId = LANGUAGES.find((l) => l.code === lang)?.id ?? 1;
  return { userId: user.id, lang, languageId, averageSpeed: await effectiveSpeed(db, user) };
}
