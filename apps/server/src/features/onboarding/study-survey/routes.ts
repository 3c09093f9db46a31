import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { verifyBotCheck } from '../../../core/bot-check.ts';
import { limitPerAddress, MINUTE } from '../../../core/rate-limit.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import { addStudySurvey, getStudySurvey, reportSurveyCompleted } from './service.ts';

export async function studySurveyRoutes(app: FastifyInstance) {
  const { deps } = app;

  // Sign-in optional: the study pages are reached from a mailed link, often signed out.

  registerCall(app, calls.studySurvey, async (request) =>
    ok(
      request,
      null,
      await getStudySurvey(deps, request.query, request.user, requestLanguage(request)),
    ),
  );

  registerCall(app, calls.addStudySurvey, async (request) => {
    // The bot check slows scripts down; who the answers belong to is the session's or the
    // mailed link's to say, never the bot check's (decision 044).
    await verifyBotCheck(deps, request.body.bot_check, request.ip);
    const lang = requestLanguage(request);
    const data = await addStudySurvey(deps, request.user, request.body, lang);
    return ok(request, 'surveyCompleted', data);
  });

  registerCall(
    app,
    calls.surveyCompleted,
    { onRequest: limitPerAddress(deps, 'survey-completed', 30, 5 * MINUTE) },
    async (request) => {
      await reportSurveyCompleted(deps, request.user, request.body);
      return ok(request, 'surveyCompleted', {});
    },
  );
}
