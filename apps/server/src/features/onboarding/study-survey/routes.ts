import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZAddStudySurveyRequest,
  ZAddStudySurveyResponse,
  ZStudySurveyRequest,
  ZStudySurveyResponse,
  ZSurveyCompletedRequest,
  ZSurveyCompletedResponse,
} from '@resona/contract';
import { verifyBotCheck } from '../../../core/bot-check.ts';
import { limitPerAddress, MINUTE } from '../../../core/rate-limit.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import { addStudySurvey, getStudySurvey, reportSurveyCompleted } from './service.ts';

export async function studySurveyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // Sign-in optional: the study pages are reached from a mailed link, often signed out.
  const config = { access: 'optional' as const };

  app.get(
    API.studySurvey,
    {
      config,
      schema: { querystring: ZStudySurveyRequest, response: { 200: ZStudySurveyResponse } },
    },
    async (request) =>
      ok(
        request,
        null,
        await getStudySurvey(deps, request.query.kind, request.user, requestLanguage(request)),
      ),
  );

  app.post(
    API.addStudySurvey,
    {
      config,
      schema: { body: ZAddStudySurveyRequest, response: { 200: ZAddStudySurveyResponse } },
    },
    async (request) => {
      // The bot check slows scripts down; who the answers belong to is the session's or the
      // mailed link's to say, never the bot check's (decision 044).
      await verifyBotCheck(deps, request.body.bot_check, request.ip);
      const data = await addStudySurvey(deps, request.user, request.body);
      return ok(request, 'surveyCompleted', data);
    },
  );

  app.post(
    API.surveyCompleted,
    {
      config: { access: 'optional' },
      onRequest: limitPerAddress(deps, 'survey-completed', 30, 5 * MINUTE),
      schema: { body: ZSurveyCompletedRequest, response: { 200: ZSurveyCompletedResponse } },
    },
    async (request) => {
      await reportSurveyCompleted(deps, request.user, request.body);
      return ok(request, 'surveyCompleted', {});
    },
  );
}
