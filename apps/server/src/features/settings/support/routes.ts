import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZSupportFormResponse,
  ZSupportMailRequest,
  ZSupportMailResponse,
} from '@resona/contract';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { remainingToday, sendSupportMessage } from './service.ts';

/** The support form (spec §2 /Setting/Support, §5): its fixed fields, and sending it. */
export async function supportRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    API.supportMail,
    { schema: { response: { 200: ZSupportFormResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      return ok(request, null, {
        to: deps.config.supportEmail,
        from: user.email,
        remaining_today: await remainingToday(deps, user.id),
      });
    },
  );

  app.post(
    API.supportMail,
    { schema: { body: ZSupportMailRequest, response: { 200: ZSupportMailResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      return ok(request, 'supportSent', await sendSupportMessage(deps, user, request.body));
    },
  );
}
