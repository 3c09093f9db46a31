import type { FastifyInstance } from 'fastify';
import { languageById } from '@resona/contract';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { listSurveyOptions, saveSurvey } from './service.ts';

export async function surveyRoutes(app: FastifyInstance) {
  const { deps } = app;

  // Optional rather than public: a signed-in caller gets the lists in their own language.
  registerCall(app, calls.surveyLists, async (request) =>
    ok(request, null, await listSurveyOptions(deps, requestLanguage(request))),
  );

  registerCall(app, calls.saveSurvey, async (request) => {
    const user = requireUser(request.user);
    const data = await saveSurvey(deps, user, request.sessionId, request.body);
    // The reply speaks the language just chosen, not the one the request arrived with.
    request.user = {
      ...user,
      defaultLanguage: languageById(data.survey_data.default_language).id,
    };
    return ok(request, 'surveyUpdated', data);
  });
}
