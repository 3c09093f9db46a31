import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  languageById,
  ZSaveSurveyRequest,
  ZSaveSurveyResponse,
  ZSurveyListsResponse,
} from '@resona/contract';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { listSurveyOptions, saveSurvey } from './service.ts';

export async function surveyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    API.surveyLists,
    // Optional rather than public: a signed-in caller gets the lists in their own language.
    { config: { access: 'optional' }, schema: { response: { 200: ZSurveyListsResponse } } },
    async (request) => ok(request, null, await listSurveyOptions(deps, requestLanguage(request))),
  );

  app.patch(
    API.saveSurvey,
    { schema: { body: ZSaveSurveyRequest, response: { 200: ZSaveSurveyResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      const data = await saveSurvey(deps, user, request.sessionId, request.body);
      // The reply speaks the language just chosen, not the one the request arrived with.
      request.user = {
        ...user,
        defaultLanguage: languageById(data.survey_data.default_language).id,
      };
      return ok(request, 'surveyUpdated', data);
    },
  );
}
