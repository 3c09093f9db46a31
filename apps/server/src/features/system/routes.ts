import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, ZEnvelope, ZPublicConfigResponse } from '@resona/contract';
import { ok } from '../../lib/reply.ts';

export async function systemRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;

  app.get(
    API.health,
    {
      config: { access: 'public' },
      schema: { response: { 200: ZEnvelope(z.object({ ok: z.boolean() })) } },
    },
    (request) => ok(request, null, { ok: true }),
  );

  app.get(
    API.config,
    { config: { access: 'public' }, schema: { response: { 200: ZPublicConfigResponse } } },
    (request) =>
      ok(request, null, {
        bot_check: config.botCheck,
        turnstile_site_key: config.turnstile.siteKey ?? null,
        google_client_id: config.google.clientId ?? null,
        facebook_app_id: config.facebook.appId ?? null,
        min_age: config.minAge,
        study_presurvey_url: config.studyPresurveyUrl ?? null,
      }),
  );
}
