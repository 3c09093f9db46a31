import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZDefaultSelectionResponse,
  ZExerciseDetailsRequest,
  ZExerciseDetailsResponse,
  ZGetDefaultRequest,
  ZSearchRequest,
  ZSearchResponse,
  ZSetDefaultRequest,
} from '@resona/contract';
import { notFound } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { loadExercise } from '../content/exercises.ts';
import { viewerOf } from '../content/viewer.ts';
import { listOwnFeedback } from '../feedback/service.ts';
import { getSavedDefault, resolveDefault, setDefault } from './defaults-service.ts';
import { searchContent } from './search-service.ts';

/** The design screen's calls: the cascade, defaults, and one exercise (spec §7 Exercises). */
export async function designRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    API.exerciseSearch,
    { schema: { querystring: ZSearchRequest, response: { 200: ZSearchResponse } } },
    async (request) => {
      const viewer = await viewerOf(deps, request, requireUser(request.user));
      const data = await searchContent(deps, viewer, request.query);
      const empty = data.output === 'EXERCISE' && data.data_found === 0;
      return ok(request, empty ? 'noExercisesFound' : null, data);
    },
  );

  app.get(
    API.exerciseGetDefault,
    { schema: { querystring: ZGetDefaultRequest, response: { 200: ZDefaultSelectionResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      const viewer = await viewerOf(deps, request, user);
      return ok(request, null, {
        default: await resolveDefault(deps, user, viewer, request.query),
      });
    },
  );

  app.get(
    API.exerciseSetDefault,
    { schema: { response: { 200: ZDefaultSelectionResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      return ok(request, null, { default: await getSavedDefault(deps, user) });
    },
  );

  app.post(
    API.exerciseSetDefault,
    { schema: { body: ZSetDefaultRequest, response: { 200: ZDefaultSelectionResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      const viewer = await viewerOf(deps, request, user);
      return ok(request, 'defaultSaved', {
        default: await setDefault(deps, user, viewer, request.body),
      });
    },
  );

  app.get(
    API.exerciseDetails,
    {
      schema: { querystring: ZExerciseDetailsRequest, response: { 200: ZExerciseDetailsResponse } },
    },
    async (request) => {
      const user = requireUser(request.user);
      const viewer = await viewerOf(deps, request, user);
      const exercise = await loadExercise(deps.db, viewer, request.query.exercise_id);
      if (!exercise) throw notFound();
      const feedback_data = await listOwnFeedback(deps, user.id, exercise.exerciseID);
      return ok(request, null, { exercise, feedback_data });
    },
  );
}
