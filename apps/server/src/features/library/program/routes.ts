import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ZProgramExercisesResponse } from '@resona/contract';
import { ok, t } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { viewerOf } from '../../sessions/index.ts';
import { requestTimeZone } from '../../../lib/time-zone.ts';
import { listDueProgram } from './queries.ts';

export async function programRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    API.programExercises,
    { schema: { response: { 200: ZProgramExercisesResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      const viewer = await viewerOf(deps, request, user);
      const zone = requestTimeZone(request, user.deviceTimezone);
      const list = await listDueProgram(deps.db, viewer, zone, deps.now());
      return ok(request, null, {
        program_exercises_list: list,
        data_found: list.length > 0 ? 1 : 0,
        message: list.length === 0 ? t(request, 'programEmpty') : '',
      });
    },
  );
}
