import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import type { Deps } from '../../../deps.ts';
import { AppError, unauthorized, verifyFirst } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/reply.ts';
import { findSession } from '../../../core/session-queries.ts';
import { requireUser } from '../../../core/current-user.ts';
import { insertHistory, recordViewDuration, startView } from './service.ts';

/**
 * The caller of update-video-views: the bearer header as everywhere, else `auth_token` in the
 * body, because navigator.sendBeacon (the only request that survives page unload reliably)
 * cannot set headers. The body token gets exactly the header's checks and answers.
 */
async function beaconCaller(deps: Deps, request: FastifyRequest, bodyToken: string | undefined) {
  const user = await beaconUser(deps, request, bodyToken);
  // The route is 'optional' only so the token may come in the body; the rule is 'user's.
  if (!user.isVerified) throw verifyFirst();
  return user;
}

async function beaconUser(deps: Deps, request: FastifyRequest, bodyToken: string | undefined) {
  if (request.user) return request.user;
  // A header that was sent but did not resolve is a dead session, whatever the body says.
  if (request.headers.authorization) throw new AppError('USER_NOT_FOUND', 'userNotFound');
  if (!bodyToken) throw unauthorized();
  const found = await findSession(deps.db, deps.sessionCache, bodyToken, deps.now());
  if (found.status === 'valid') return found.user;
  throw found.status === 'expired'
    ? unauthorized()
    : new AppError('USER_NOT_FOUND', 'userNotFound');
}

export async function historyRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.updateHistory, async (request, _reply, db) => {
    const user = requireUser(request.user);
    const { exercise_id, rhythm } = request.body;
    return ok(request, null, await startView(deps, db, user.id, exercise_id, rhythm ?? null));
  });

  // Authenticated in the handler: the token may come in the body (see beaconCaller).
  registerCall(app, calls.updateVideoViews, async (request, _reply, db) => {
    const { video_views_id, duration, auth_token } = request.body;
    const user = await beaconCaller(deps, request, auth_token);
    return ok(request, null, await recordViewDuration(deps, db, user.id, video_views_id, duration));
  });

  registerCall(app, calls.insertExerciseHistory, async (request) => {
    const user = requireUser(request.user);
    return ok(
      request,
      'historySaved',
      await insertHistory(deps, user.id, request.body.exercise_id),
    );
  });
}
