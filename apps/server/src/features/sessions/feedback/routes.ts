import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { addFeedback, deleteFeedback, rateExperience } from './service.ts';

export async function feedbackRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.experienceFeedback, async (request, _reply, db) => {
    const user = requireUser(request.user);
    return ok(request, 'ratingSaved', {
      experience: await rateExperience(deps, db, user.id, request.body),
    });
  });

  registerCall(app, calls.addExerciseFeedback, async (request, _reply, db) => {
    const user = requireUser(request.user);
    return ok(request, 'feedbackSaved', {
      feedback: await addFeedback(deps, db, user.id, request.body),
    });
  });

  registerCall(app, calls.deleteExerciseFeedback, async (request) => {
    const user = requireUser(request.user);
    return ok(
      request,
      'feedbackDeleted',
      await deleteFeedback(deps, user.id, request.body.feedbackid),
    );
  });
}
