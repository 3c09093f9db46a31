import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { ok, t } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { viewerOf } from '../../sessions/index.ts';
import { requestTimeZone } from '../../../lib/time-zone.ts';
import { listDueProgram } from './queries.ts';

export async function programRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.programExercises, async (request) => {
    const user = requireUser(request.user);
    const viewer = await viewerOf(deps.db, request, user);
    const zone = requestTimeZone(request, user.deviceTimezone);
    const list = await listDueProgram(deps.db, viewer, zone, deps.now());
    return ok(request, null, {
      program_exercises_list: list,
      data_found: list.length > 0 ? 1 : 0,
      message: list.length === 0 ? t(request, 'programEmpty') : '',
    });
  });
}
