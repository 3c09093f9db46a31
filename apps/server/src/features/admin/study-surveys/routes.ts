import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { okWith } from '../ok-with.ts';
import { listStudySurveys, saveStudySurvey, sendStudyLinks } from './service.ts';

export async function studySurveyRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminStudySurveys, async (request) =>
    ok(request, null, { surveys: await listStudySurveys(deps) }),
  );

  registerCall(app, calls.adminSaveStudySurvey, async (request) => {
    const survey = await saveStudySurvey(deps, request.params.kind, request.body);
    return okWith(request, 'adminSurveySaved', { version: survey.version }, { survey });
  });

  registerCall(app, calls.adminSendStudySurveyLinks, async (request) => {
    const sent = await sendStudyLinks(deps, request.params.kind, request.body.emails);
    return okWith(request, 'adminStudyLinksSent', { count: sent.mailed }, sent);
  });
}
