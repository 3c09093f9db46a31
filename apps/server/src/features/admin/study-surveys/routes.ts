import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { okWith } from '../ok-with.ts';
import { requestStudy } from '../request-study.ts';
import { listStudySurveys, saveStudySurvey, sendStudyLinks } from './service.ts';

export async function studySurveyRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminStudySurveys, async (request) =>
    ok(request, null, { surveys: await listStudySurveys(deps, requestStudy(request)) }),
  );

  registerCall(app, calls.adminSaveStudySurvey, async (request) => {
    const { survey, changed } = await saveStudySurvey(
      deps,
      requestStudy(request),
      request.params.kind,
      request.body,
      consoleActor(request),
    );
    const message = changed ? 'adminSurveySaved' : 'adminSurveyUnchanged';
    return okWith(request, message, { version: survey.version }, { survey });
  });

  registerCall(app, calls.adminSendStudySurveyLinks, async (request) => {
    const sent = await sendStudyLinks(
      deps,
      requestStudy(request),
      request.params.kind,
      request.body.emails,
      consoleActor(request),
    );
    return okWith(request, 'adminStudyLinksSent', { count: sent.mailed }, sent);
  });
}
