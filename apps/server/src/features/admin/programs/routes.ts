import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZAdminExercisesResponse,
  ZAdminIdParams,
  ZCreateProgramRequest,
  ZCreateProgramResponse,
  ZListProgramsResponse,
  ZProgramProgressResponse,
} from '@resona/contract';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import { createProgram, listExercises, listPrograms, programProgress } from './service.ts';

export async function programRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'admin' } as const;

  app.get(
    API.adminExercises,
    { config, schema: { response: { 200: ZAdminExercisesResponse } } },
    async (request) =>
      ok(request, null, { exercises: await listExercises(deps, requestLanguage(request)) }),
  );

  app.get(
    API.adminPrograms,
    { config, schema: { response: { 200: ZListProgramsResponse } } },
    async (request) => ok(request, null, { programs: await listPrograms(deps) }),
  );

  app.post(
    API.adminPrograms,
    { config, schema: { body: ZCreateProgramRequest, response: { 200: ZCreateProgramResponse } } },
    async (request) =>
      ok(request, 'adminProgramAssigned', { program: await createProgram(deps, request.body) }),
  );

  app.get(
    API.adminProgramProgress,
    { config, schema: { params: ZAdminIdParams, response: { 200: ZProgramProgressResponse } } },
    async (request) =>
      ok(request, null, await programProgress(deps, request.params.id, requestLanguage(request))),
  );
}
