import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { createStudyToken, listStudyTokens, revokeStudyToken } from './service.ts';

/** The study's API tokens in the console: listed, made (secret shown once), revoked. */
export async function apiTokenRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminApiTokens, async (request) =>
    ok(request, null, { tokens: await listStudyTokens(deps) }),
  );

  registerCall(app, calls.adminCreateApiToken, async (request) =>
    ok(
      request,
      'adminApiTokenCreated',
      await createStudyToken(deps, request.body, consoleActor(request)),
    ),
  );

  registerCall(app, calls.adminRevokeApiToken, async (request) => {
    const token = await revokeStudyToken(deps, request.params.id, consoleActor(request));
    return ok(request, 'adminApiTokenRevoked', { token });
  });
}
