import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ZProgressResponse } from '@resona/contract';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { requestTimeZone } from '../../../lib/time-zone.ts';
import { findProgress } from './queries.ts';

export async function progressRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(API.progress, { schema: { response: { 200: ZProgressResponse } } }, async (request) => {
    const user = requireUser(request.user);
    const zone = requestTimeZone(request, user.deviceTimezone);
    return ok(request, null, await findProgress(deps.db, user.id, zone, deps.now()));
  });
}
