import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZAddExerciseFeedbackRequest,
  ZAddExerciseFeedbackResponse,
  ZDeleteExerciseFeedbackRequest,
  ZDeleteExerciseFeedbackResponse,
  ZExperienceFeedbackRequest,
  ZExperienceFeedbackResponse,
} from '@resona/contract';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { addFeedback, deleteFeedback, rateExperience } from './service.ts';

export async function feedbackRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    API.experienceFeedback,
    {
      schema: { body: ZExperienceFeedbackRequest, response: { 200: ZExperienceFeedbackResponse } },
    },
    async (request) => {
      const user = requireUser(request.user);
      return ok(request, 'ratingSaved', {
        experience: await rateExperience(deps, user.id, request.body),
      });
    },
  );

  app.post(
    API.addExerciseFeedback,
    {
      schema: {
        body: ZAddExerciseFeedbackRequest,
        response: { 200: ZAddExerciseFeedbackResponse },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      return ok(request, 'feedbackSaved', {
        feedback: await addFeedback(deps, user.id, request.body),
      });
    },
  );

  app.post(
    API.deleteExerciseFeedback,
    {
      schema: {
        body: ZDeleteExerciseFeedbackRequest,
        response: { 200: ZDeleteExerciseFeedbackResponse },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      return ok(
        request,
        'feedbackDeleted',
        await deleteFeedback(deps, user.id, request.body.feedbackid),
      );
    },
  );
}
