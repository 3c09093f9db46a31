import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, ZEnvelope } from '@resona/contract';
import { ok } from '../../../lib/reply.ts';
import type { PaymentProviders } from './provider.ts';
import { receiveWebhook } from './webhook-service.ts';

export const ZWebhookReply = ZEnvelope(
  z.object({ outcome: z.enum(['applied', 'stale', 'ignored', 'duplicate']) }),
);

/**
 * Provider webhooks. Signatures cover the exact bytes sent, so this plugin (and only this
 * one: parsers are scoped to the plugin) keeps the body as a raw Buffer instead of parsing it.
 */
export async function webhookRoutes(
  instance: FastifyInstance,
  opts: { providers: PaymentProviders },
) {
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    API.paymentWebhook,
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ provider: z.enum(['sandbox', 'paypal']) }),
        response: { 200: ZWebhookReply },
        hide: true,
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await receiveWebhook(
        app.deps,
        opts.providers,
        request.params.provider,
        request.headers,
        raw,
      );
      return ok(request, null, result);
    },
  );
}
