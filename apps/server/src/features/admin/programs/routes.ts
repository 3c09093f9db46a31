import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import { requestStudy } from '../request-study.ts';
import { createProgram, listExercises, listPrograms, programProgress } from './service.ts';

export async function programRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminExercises, async (request) =>
    ok(request, null, { exercises: await listExercises(deps, requestLanguage(request)) }),
  );

  registerCall(app, calls.adminPrograms, async (request) =>
    ok(request, null, { programs: await listPrograms(deps, requestStudy(request)) }),
  );

  registerCall(app, calls.adminAssignProgram, async (request) =>
    ok(request, 'adminProgramAssigned', {
      program: await createProgram(
        deps,
        requestStudy(request),
        request.body,
        consoleActor(request),
      ),
    }),
  );

  registerCall(app, calls.adminProgramProgress, async (request) =>
    ok(
      request,
      null,
      await programProgress(
        deps,
        requestStudy(request),
        request.params.id,
        requestLanguage(request),
      ),
    ),
  );
}
