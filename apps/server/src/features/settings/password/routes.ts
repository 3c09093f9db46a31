import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ZChangePasswordRequest, ZChangePasswordResponse } from '@resona/contract';
import { notFound } from '../../../lib/app-error.ts';
import { limitPerUser, MINUTE } from '../../../core/rate-limit.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { changePassword } from './service.ts';

export async function passwordRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    API.changePassword,
    {
      // Per account, after the token is resolved: a stolen session cannot guess the old
      // password faster than ten tries in fifteen minutes.
      preValidation: limitPerUser(deps, 'change-password', 10, 15 * MINUTE),
      schema: { body: ZChangePasswordRequest, response: { 200: ZChangePasswordResponse } },
    },
    async (request) => {
      const user = requireUser(request.user);
      if (request.sessionId === null) throw notFound();
      const result = await changePassword(deps, user, request.sessionId, request.body);
      return ok(request, 'passwordChanged', result);
    },
  );
}
