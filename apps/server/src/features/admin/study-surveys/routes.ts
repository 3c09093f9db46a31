import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZAdminStudySurveysResponse,
  ZSaveStudySurveyRequest,
  ZSaveStudySurveyResponse,
  ZSendStudyLinksRequest,
  ZSendStudyLinksResponse,
  ZStudySurveyKindParams,
} from '@resona/contract';
import { ok } from '../../../lib/reply.ts';
import { okWith } from '../ok-with.ts';
import { listStudySurveys, saveStudySurvey, sendStudyLinks } from './service.ts';

export async function studySurveyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'admin' } as const;

  app.get(
    API.adminStudySurveys,
    { config, schema: { response: { 200: ZAdminStudySurveysResponse } } },
    async (request) => ok(request, null, { surveys: await listStudySurveys(deps) }),
  );

  app.post(
    API.adminStudySurvey,
    {
      config,
      schema: {
        params: ZStudySurveyKindParams,
        body: ZSaveStudySurveyRequest,
        response: { 200: ZSaveStudySurveyResponse },
      },
    },
    async (request) => {
      const survey = await saveStudySurvey(deps, request.params.kind, request.body);
      return okWith(request, 'adminSurveySaved', { version: survey.version }, { survey });
    },
  );

  app.post(
    API.adminStudySurveyLinks,
    {
      config,
      schema: {
        params: ZStudySurveyKindParams,
        body: ZSendStudyLinksRequest,
        response: { 200: ZSendStudyLinksResponse },
      },
    },
    async (request) => {
      const sent = await sendStudyLinks(deps, request.params.kind, request.body.emails);
      return okWith(request, 'adminStudyLinksSent', { count: sent.mailed }, sent);
    },
  );
}
