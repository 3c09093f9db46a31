import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { limitPerAddress, MINUTE } from '../../core/rate-limit.ts';
import { requestLanguage } from '../../lib/language.ts';
import { registerCall } from '../../lib/register-call.ts';
import { ok } from '../../lib/reply.ts';
import { requestEarlyAccess } from './service.ts';

/** Early access from the promo pages (spec §7): public, so limited per client address. */
export async function earlyAccessRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(
    app,
    calls.earlyAccess,
    { onRequest: limitPerAddress(deps, 'early-access', 5, 10 * MINUTE) },
    async (request) => {
      await requestEarlyAccess(deps, request.body.email, requestLanguage(request));
      return ok(request, 'earlyAccessNoted', {});
    },
  );
}
