import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../lib/register-call.ts';
import { ok } from '../../lib/reply.ts';
import { assertOwnUserId, requireUser } from '../../core/current-user.ts';
import { getHeartDataConsent, setHeartDataConsent } from './service.ts';
import { saveSessionBeats } from './session-beats-service.ts';

/**
 * A session's beats are the one body past the app's 64 KiB: up to MAX_SESSION_BEATS pairs of
 * numbers as JSON (about 160 KB at the most).
 */
const SESSION_BEATS_BODY_LIMIT = 256 * 1024;

export async function resonanceRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.heartDataConsent, async (request) => {
    const user = requireUser(request.user);
    return ok(request, null, await getHeartDataConsent(deps, user.id));
  });

  registerCall(app, calls.setHeartDataConsent, async (request) => {
    const user = requireUser(request.user);
    assertOwnUserId(user, request.body.userID);
    return ok(request, null, await setHeartDataConsent(deps, user.id, request.body.agreed === 1));
  });

  registerCall(
    app,
    calls.saveSessionBeats,
    { bodyLimit: SESSION_BEATS_BODY_LIMIT },
    async (request, _reply, db) => {
      const user = requireUser(request.user);
      return ok(request, null, await saveSessionBeats(deps, db, user.id, request.body));
    },
  );
}
