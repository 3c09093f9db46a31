import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../lib/register-call.ts';
import { ok } from '../../lib/reply.ts';

export async function systemRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const facebookReady = Boolean(config.facebook.appId && config.facebook.appSecret);

  registerCall(app, calls.health, (request) => ok(request, null, { ok: true }));

  registerCall(app, calls.config, (request) =>
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

  registerCall(app, calls.contentUrls, (request) =>
    ok(request, null, { terms_url: config.termsUrl, privacy_url: config.privacyUrl }),
  );
}
