import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { notFound } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { loadExercise } from '../content/exercises.ts';
import { viewerOf } from '../content/viewer.ts';
import { listOwnFeedback } from '../feedback/service.ts';
import { getSavedDefault, resolveDefault, setDefault } from './defaults-service.ts';
import { searchContent } from './search-service.ts';

/** The design screen's calls: the cascade, defaults, and one exercise (spec §7 Exercises). */
export async function designRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.exerciseSearch, async (request) => {
    const viewer = await viewerOf(deps.db, request, requireUser(request.user));
    const data = await searchContent(deps, viewer, request.query);
    const empty = data.output === 'EXERCISE' && data.data_found === 0;
    return ok(request, empty ? 'noExercisesFound' : null, data);
  });

  registerCall(app, calls.exerciseGetDefault, async (request) => {
    const user = requireUser(request.user);
    const viewer = await viewerOf(deps.db, request, user);
    return ok(request, null, {
      default: await resolveDefault(deps, user, viewer, request.query),
    });
  });

  registerCall(app, calls.exerciseSavedDefault, async (request) => {
    const user = requireUser(request.user);
    return ok(request, null, { default: await getSavedDefault(deps, user) });
  });

  registerCall(app, calls.exerciseSetDefault, async (request, _reply, db) => {
    const user = requireUser(request.user);
    const viewer = await viewerOf(db, request, user);
    return ok(request, 'defaultSaved', {
      default: await setDefault(deps, db, user, viewer, request.body),
    });
  });

  registerCall(app, calls.exerciseDetails, async (request) => {
    const user = requireUser(request.user);
    const viewer = await viewerOf(deps.db, request, user);
    const exercise = await loadExercise(deps.db, viewer, request.query.exercise_id);
    if (!exercise) throw notFound();
    const feedback_data = await listOwnFeedback(deps, user.id, exercise.exerciseID);
    return ok(request, null, { exercise, feedback_data });
  });
}
