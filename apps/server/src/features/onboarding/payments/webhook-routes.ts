import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import type { PaymentProviders } from './provider.ts';
import { receiveWebhook } from './webhook-service.ts';

/**
 * Provider webhooks. Signatures cover the exact bytes sent, so this plugin (and only this
 * one: parsers are scoped to the plugin) keeps the body as a raw Buffer instead of parsing it.
 */
export async function webhookRoutes(app: FastifyInstance, opts: { providers: PaymentProviders }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  registerCall(app, calls.paymentWebhook, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const result = await receiveWebhook(
      app.deps,
      opts.providers,
      request.params.provider,
      request.headers,
      raw,
    );
    return ok(request, null, result);
  });
}
