import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ZSendBroadcastRequest, ZSendBroadcastResponse } from '@resona/contract';
import { sendBroadcast } from '../../notifications/index.ts';
import { okWith } from '../ok-with.ts';

/** Broadcasts go through the notifications feature: the in-app row and the push together. */
export async function broadcastRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    API.adminBroadcasts,
    {
      config: { access: 'admin' },
      schema: { body: ZSendBroadcastRequest, response: { 200: ZSendBroadcastResponse } },
    },
    async (request) => {
      const { title, body, cohort_id } = request.body;
      const { notified } = await sendBroadcast(deps, {
        title,
        body,
        ...(cohort_id === undefined ? {} : { cohortId: cohort_id }),
      });
      return okWith(request, 'adminBroadcastSent', { count: notified }, { recipients: notified });
    },
  );
}
