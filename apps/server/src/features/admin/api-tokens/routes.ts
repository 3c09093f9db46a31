import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { requestStudy } from '../request-study.ts';
import {
  createStudyToken,
  listStudyTokens,
  revokeStudyToken,
  type TokenKeeper,
} from './service.ts';

/** The signed-in member (a token opens none of these calls) and their place in the study. */
const keeperOf = (request: FastifyRequest): TokenKeeper => ({
  studyId: requestStudy(request),
  role: request.study!.role,
  userId: request.user!.id,
});

/** The study's API tokens in the console: listed, made (secret shown once), revoked. */
export async function apiTokenRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminApiTokens, async (request) =>
    ok(request, null, { tokens: await listStudyTokens(deps, keeperOf(request)) }),
  );

  registerCall(app, calls.adminCreateApiToken, async (request) =>
    ok(
      request,
      'adminApiTokenCreated',
      await createStudyToken(deps, keeperOf(request), request.body, consoleActor(request)),
    ),
  );

  registerCall(app, calls.adminRevokeApiToken, async (request) => {
    const token = await revokeStudyToken(
      deps,
      keeperOf(request),
      request.params.id,
      consoleActor(request),
    );
    return ok(request, 'adminApiTokenRevoked', { token });
  });
}
