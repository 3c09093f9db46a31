import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, ZEnvelope, ZPublicConfigResponse } from '@resona/contract';
import { ok } from '../../lib/reply.ts';

export async function systemRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  const facebookReady = Boolean(config.facebook.appId && config.facebook.appSecret);

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
        google_auth_url: config.google.clientId ? config.google.authUrl : null,
        // Facebook sign-in needs the secret on the server too (debug_token, appsecret_proof).
        facebook_app_id: facebookReady ? config.facebook.appId! : null,
        facebook_dialog_url: facebookReady ? config.facebook.dialogUrl : null,
        min_age: config.minAge,
        study_presurvey_url: config.studyPresurveyUrl ?? null,
      }),
  );
}
