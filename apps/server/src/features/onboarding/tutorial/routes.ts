import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ZTutorialListResponse, ZTutorialSeenResponse } from '@resona/contract';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { listTutorials, markTutorialSeen } from './service.ts';

export async function tutorialRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    API.tutorialList,
    { schema: { response: { 200: ZTutorialListResponse } } },
    async (request) => ok(request, null, await listTutorials(deps, requestLanguage(request))),
  );

  app.post(
    API.tutorialSeen,
    { schema: { response: { 200: ZTutorialSeenResponse } } },
    async (request) => ok(request, null, await markTutorialSeen(deps, requireUser(request.user))),
  );
}
