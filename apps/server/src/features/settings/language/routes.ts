import type { FastifyInstance } from 'fastify';
import { translate } from '@resona/contract';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { requireUser } from '../../../core/current-user.ts';
import { setUserLanguage } from './service.ts';

export async function languageRoutes(app: FastifyInstance) {
  const { deps } = app;

  // An unverified account too: the verification mail is written in this language.
  registerCall(app, calls.userLanguage, async (request) => {
    const user = requireUser(request.user);
    const saved = await setUserLanguage(deps, user.id, request.body.default_language);
    // Written in the language just chosen: the request was read with the old one.
    return {
      status_code: 200,
      message: translate(saved.code, 'languageUpdated'),
      data: { default_language: saved.default_language },
    };
  });
}
